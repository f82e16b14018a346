import { type AdminStaffList, type AdminStaffSaved, Role } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, staffUsers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { uniqueIp } from '../customers/test-fixtures.ts';
import { signedInStaff } from './test-fixtures.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let sales: string;

const idOf = (at: string) =>
  Number(JSON.parse(Buffer.from(at.split('.')[1] ?? '', 'base64url').toString()).sub);

async function post(bearer: string, path: string, payload: Record<string, unknown>) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/en/admin/staff/${path}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    payload,
  });
}

const list = (bearer: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/en/admin/staff/list?${query}`,
    headers: { authorization: `Bearer ${bearer}` },
  });

async function signIn(email: string, password: string) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/el/staff/login',
    headers: token.headers,
    remoteAddress: uniqueIp(),
    payload: { eml: email, pwd: password },
  });
}

const me = (at: string) =>
  t.app.inject({ method: 'GET', url: '/api/en/staff/me', headers: { authorization: `Bearer ${at}` } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'Admin');
  adminId = idOf(admin);
  sales = await signedInStaff(t, 'SalesPerson');
});
afterAll(() => t.close());

describe('the staff screen (admin/staff/*), an Admin’s alone', () => {
  it('creates a staff member who signs in with the generated password, audited without the hash', async () => {
    const created = await post(admin, 'create', {
      eml: 'New.Pharmacist@Pharmacy.gr',
      nm: 'Ελένη Κ.',
      role: 'SalesPerson',
      lang: 'el',
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json<AdminStaffSaved>();
    expect(body).toMatchObject({ eml: 'new.pharmacist@pharmacy.gr', role: 'SalesPerson', disabled: null });
    expect(body.pwd).toMatch(/^\S{20,}$/);
    expect((await signIn('new.pharmacist@pharmacy.gr', body.pwd ?? '')).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'staff.create'), eq(auditEntries.entityId, String(body.id))));
    expect(entry?.staffId).toBe(adminId);
    expect(JSON.stringify(entry?.after)).not.toMatch(/argon|hash|pwd/i);

    const again = await post(admin, 'create', { eml: 'new.pharmacist@pharmacy.gr', role: 'Inspector' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ eml: ['email_taken'] });
    const short = await post(admin, 'create', { eml: 'short@pharmacy.gr', role: 'Inspector', pwd: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ pwd: ['password_length'] });
  });

  it('refuses every other role, reading included', async () => {
    const inspector = await signedInStaff(t, 'Inspector');
    expect((await list(sales, '')).statusCode).toBe(403);
    expect((await list(inspector, '')).statusCode).toBe(403);
    expect((await post(sales, 'create', { eml: 'x@pharmacy.gr', role: 'Admin' })).statusCode).toBe(403);
  });

  it('disables a staff member: their token is refused at once and they cannot sign in; enabling lets them back', async () => {
    const created = (
      await post(admin, 'create', {
        eml: 'leaving@pharmacy.gr',
        role: 'SalesPerson',
        pwd: 'a-long-password-1',
      })
    ).json<AdminStaffSaved>();
    const at = (await signIn('leaving@pharmacy.gr', 'a-long-password-1')).json().at;
    expect((await me(at)).statusCode).toBe(200);
    const update = { id: created.id, nm: '', role: 'SalesPerson', lang: 'el' };
    const disabled = await post(admin, 'update', { ...update, disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<AdminStaffSaved>().disabled).not.toBeNull();
    expect((await me(at)).statusCode).toBe(401);
    expect((await signIn('leaving@pharmacy.gr', 'a-long-password-1')).statusCode).toBe(401);
    expect((await post(admin, 'update', { ...update, disabled: false })).statusCode).toBe(200);
    expect((await signIn('leaving@pharmacy.gr', 'a-long-password-1')).statusCode).toBe(200);
    const actions = await t.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(created.id)));
    expect(actions.map((row) => row.action)).toEqual(['staff.create', 'staff.disable', 'staff.enable']);
  });

  it('changes a role, which applies to the next call, and a new password ends the old sessions', async () => {
    const created = (
      await post(admin, 'create', {
        eml: 'promoted@pharmacy.gr',
        role: 'Inspector',
        pwd: 'a-long-password-2',
      })
    ).json<AdminStaffSaved>();
    const at = (await signIn('promoted@pharmacy.gr', 'a-long-password-2')).json().at;
    expect((await me(at)).json().role).toBe('Inspector');
    const base = { id: created.id, nm: 'Νίκος', lang: 'en', disabled: false };
    expect((await post(admin, 'update', { ...base, role: 'Admin' })).statusCode).toBe(200);
    expect((await me(at)).json()).toMatchObject({ role: 'Admin', nm: 'Νίκος', lang: 'en' });
    const renewed = await post(admin, 'update', { ...base, role: 'Admin', newpwd: true });
    const password = renewed.json<AdminStaffSaved>().pwd;
    expect(password).toMatch(/^\S{20,}$/);
    expect((await me(at)).statusCode).toBe(401);
    expect((await signIn('promoted@pharmacy.gr', password ?? '')).statusCode).toBe(200);
  });

  it('refuses disabling or demoting oneself, and leaving the shop without an active Admin', async () => {
    const self = { id: adminId, nm: '', role: 'Admin' as const, lang: 'el' as const };
    const disableSelf = await post(admin, 'update', { ...self, disabled: true });
    expect(disableSelf.statusCode).toBe(422);
    expect(disableSelf.json()).toMatchObject({
      code: 'staff_not_yourself',
      errors: { disabled: ['staff_not_yourself'] },
    });
    expect((await post(admin, 'update', { ...self, role: 'SalesPerson', disabled: false })).statusCode).toBe(
      422,
    );

    // Two Admins disable each other at the same time: both requests passed the guard while both
    // were active. The one served second finds its target the last active Admin and refuses.
    await t.database.db
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(eq(staffUsers.role, Role.Admin));
    await t.database.db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, adminId));
    const other = await signedInStaff(t, 'Admin');
    const otherId = idOf(other);
    const disableOther = await post(admin, 'update', { ...self, id: otherId, disabled: true });
    expect(disableOther.statusCode, disableOther.body).toBe(200);
    await expect(
      t.services.staffAdmin.update(otherId, {
        ...self,
        id: adminId,
        role: 'Admin',
        disabled: true,
        newpwd: false,
      }),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'staff_last_admin' });
    await expect(
      t.services.staffAdmin.update(otherId, {
        ...self,
        id: adminId,
        role: 'SalesPerson',
        disabled: false,
        newpwd: false,
      }),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'staff_last_admin' });
    expect((await me(admin)).json().role).toBe('Admin');
  });

  it('searches, filters by role and state, sorts and pages', async () => {
    for (const [eml, role] of [
      ['list.a@pharmacy.gr', 'Inspector'],
      ['list.b@pharmacy.gr', 'Inspector'],
      ['list.c@pharmacy.gr', 'SalesPerson'],
    ] as const)
      await post(admin, 'create', { eml, role });
    const page = async (query: string) => {
      const response = await list(admin, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminStaffList>();
    };
    expect((await page('q=list.')).total).toBe(3);
    expect((await page('q=list.&role=Inspector')).items.map((row) => row.eml)).toEqual([
      'list.a@pharmacy.gr',
      'list.b@pharmacy.gr',
    ]);
    expect((await page('q=list.&sort=email&dir=desc&psize=1&page=2')).items.map((row) => row.eml)).toEqual([
      'list.b@pharmacy.gr',
    ]);
    expect((await page('st=disabled&q=list.')).total).toBe(0);
    expect((await list(admin, 'role=Owner')).json().errors).toEqual({ role: ['invalid_value'] });
  });
});
