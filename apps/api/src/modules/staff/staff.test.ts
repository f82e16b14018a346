import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { type CustomerSession, Role } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPOSITORY_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { customerSessions, impersonationActions, staffUsers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { authHeaders, signedUpCustomer, uniqueIp } from '../customers/test-fixtures.ts';
import { DEMO_ADMIN_EMAIL } from './service.ts';

let t: TestApp;
let customer: CustomerSession;
const STAFF_PASSWORD = 'staff-password-long';
beforeAll(async () => {
  t = await createTestApp();
  await t.services.staff.create('sales@pharmacy.gr', 'SalesPerson', STAFF_PASSWORD);
  await t.services.staff.create('inspector@pharmacy.gr', 'Inspector', STAFF_PASSWORD);
  customer = await signedUpCustomer(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function staffLogin(email: string, password = STAFF_PASSWORD) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/el/staff/login',
    headers: token.headers,
    remoteAddress: uniqueIp(),
    payload: { eml: email, pwd: password },
  });
}

async function staffToken(email: string): Promise<string> {
  const response = await staffLogin(email);
  expect(response.statusCode).toBe(200);
  return response.json().at;
}

async function issueGuid(at: string, cid: number) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/el/staff/impersonatecustomer',
    headers: { ...token.headers, authorization: `Bearer ${at}` },
    payload: { cid },
  });
}

function impersonate(guid: string) {
  return t.app.inject({ method: 'GET', url: `/api/el/customers/impersonatecustomer?guid=${guid}` });
}

describe('staff sign-in', () => {
  it('answers a staff token with the role; a wrong password is "login not authorized"', async () => {
    const response = await staffLogin('SALES@pharmacy.gr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ eml: 'sales@pharmacy.gr', role: 'SalesPerson', atd: 30 });
    const wrong = await staffLogin('sales@pharmacy.gr', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('login_not_authorized');
  });

  it('answers its own account to the signed-in staff member, who changes name and language', async () => {
    await t.services.staff.create('maria@pharmacy.gr', 'SalesPerson', STAFF_PASSWORD, {
      name: 'Μαρία Π.',
      language: 'en',
    });
    const signedIn = await staffLogin('maria@pharmacy.gr');
    expect(signedIn.json()).toMatchObject({
      eml: 'maria@pharmacy.gr',
      nm: 'Μαρία Π.',
      role: 'SalesPerson',
      lang: 'en',
    });
    const at = signedIn.json().at;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/el/staff/me',
      headers: { authorization: `Bearer ${at}` },
    });
    expect(me.json()).toMatchObject({ nm: 'Μαρία Π.', role: 'SalesPerson', lang: 'en' });
    const token = await xsrf(t.app);
    const headers = { ...token.headers, authorization: `Bearer ${at}` };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/en/staff/updateme',
      headers,
      payload: { nm: 'Μαρία', lang: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ lang: ['invalid_value'] });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/en/staff/updateme',
      headers,
      payload: { nm: ' Μαρία Παπά ', lang: 'el' },
    });
    expect(changed.json()).toMatchObject({ nm: 'Μαρία Παπά', lang: 'el' });
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/el/staff/me',
      headers: { authorization: `Bearer ${(await signedUpCustomer(t)).at}` },
    });
    expect(customer.statusCode).toBe(401);
  });

  it('makes a demo Admin once, with a generated password that signs in', async () => {
    const first = await t.services.staff.createDemoAdmin();
    expect(first?.email).toBe(DEMO_ADMIN_EMAIL);
    expect(first?.password.length).toBeGreaterThanOrEqual(20);
    const signedIn = await staffLogin(DEMO_ADMIN_EMAIL, first?.password);
    expect(signedIn.json()).toMatchObject({ role: 'Admin' });
    const [stored] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, DEMO_ADMIN_EMAIL));
    expect(stored?.role).toBe(Role.Admin);
    expect(stored?.passwordHash).not.toContain(first?.password ?? '');
    expect(await t.services.staff.createDemoAdmin()).toBeNull();
  });

  it('answers 429 from the 6th rapid failed attempt for one staff email', async () => {
    await t.services.staff.create('limited@pharmacy.gr', 'Inspector', STAFF_PASSWORD);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await staffLogin('limited@pharmacy.gr', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    expect((await staffLogin('limited@pharmacy.gr')).statusCode).toBe(429);
  });

  it('a customer token is no staff token, nor the reverse', async () => {
    const sales = await staffToken('sales@pharmacy.gr');
    expect((await issueGuid(customer.at, customer.id)).statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/el/customers/getprofile',
      headers: { authorization: `Bearer ${sales}` },
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('impersonation', () => {
  it("a SalesPerson's single-use guid opens the customer's session; every action is logged with the staff id", async () => {
    const sales = await staffToken('sales@pharmacy.gr');
    const [salesRow] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'sales@pharmacy.gr'));
    const issued = await issueGuid(sales, customer.id);
    expect(issued.statusCode).toBe(200);
    const { guid, exp } = issued.json();
    expect(Date.parse(exp) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(exp) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const opened = await impersonate(guid);
    expect(opened.statusCode).toBe(200);
    const session = opened.json<CustomerSession>();
    expect(session).toMatchObject({ id: customer.id, eml: customer.eml, rtd: 60 });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/el/customers/getprofile',
      headers: { authorization: `Bearer ${session.at}` },
    });
    expect(profile.statusCode).toBe(200);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/el/addresses/insertbycustomer',
      headers: await authHeaders(t, session),
      payload: { tl: 'Από το τηλέφωνο', adr1: 'Ερμού 1', crid: 1, ct: 'Αθήνα', pc: '10563' },
    });
    expect(address.statusCode).toBe(200);

    const actions = await t.database.db
      .select()
      .from(impersonationActions)
      .where(eq(impersonationActions.customerId, customer.id));
    expect(actions.map((row) => [row.staffId, row.method, row.route, row.statusCode])).toEqual([
      [salesRow?.id, 'GET', '/api/:lang/customers/getprofile', 200],
      [salesRow?.id, 'POST', '/api/:lang/addresses/insertbycustomer', 200],
    ]);
    const [sessionRow] = await t.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.impersonatorStaffId, salesRow?.id ?? 0));
    expect(sessionRow?.customerId).toBe(customer.id);

    // The customer's own session is not logged.
    await t.app.inject({
      method: 'GET',
      url: '/api/el/customers/getprofile',
      headers: { authorization: `Bearer ${customer.at}` },
    });
    const after = await t.database.db
      .select()
      .from(impersonationActions)
      .where(eq(impersonationActions.customerId, customer.id));
    expect(after).toHaveLength(2);

    const inspector = await staffToken('inspector@pharmacy.gr');
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/el/staff/impersonationlog',
      headers: { authorization: `Bearer ${inspector}` },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().items[0]).toMatchObject({
      staffId: salesRow?.id,
      customerId: customer.id,
      method: 'POST',
    });
  });

  it('the guid works once; a second use, an unknown guid and an expired one get clear errors', async () => {
    const sales = await staffToken('sales@pharmacy.gr');
    const { guid } = (await issueGuid(sales, customer.id)).json();
    expect((await impersonate(guid)).statusCode).toBe(200);
    const reused = await impersonate(guid);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('link_used');
    const unknown = await impersonate('0b7c1f2e-3d4a-4b5c-8d6e-7f8091a2b3c4');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('link_invalid');

    const late = (await issueGuid(sales, customer.id)).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const expired = await impersonate(late.guid);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('link_expired');
  });

  it('an Inspector issues no guid, every staff role reads the log, guids only for existing customers', async () => {
    const sales = await staffToken('sales@pharmacy.gr');
    const inspector = await staffToken('inspector@pharmacy.gr');
    const byInspector = await issueGuid(inspector, customer.id);
    expect(byInspector.statusCode).toBe(403);
    expect(byInspector.json().code).toBe('staff_forbidden');
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/el/staff/impersonationlog',
      headers: { authorization: `Bearer ${sales}` },
    });
    expect(log.statusCode).toBe(200);
    expect((await issueGuid(sales, 987_654)).statusCode).toBe(404);
  });

  it('an impersonated session cannot change the password', async () => {
    const sales = await staffToken('sales@pharmacy.gr');
    const { guid } = (await issueGuid(sales, customer.id)).json();
    const session = (await impersonate(guid)).json<CustomerSession>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/updatepassword',
      headers: await authHeaders(t, session),
      payload: { opwd: 'whatever', pwd: 'New-pass-1', cpwd: 'New-pass-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('not_while_impersonating');
  });
});

describe('npm run staff:create', () => {
  it('creates a staff user with the role in the configured database', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'staff-cli-'));
    try {
      const cli = new URL('./create-cli.ts', import.meta.url).pathname;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', cli, '--email', 'New.Seller@Pharmacy.gr', '--role', 'SalesPerson'],
        { env: { PATH: process.env.PATH, PGLITE_DIR: join(directory, 'db'), LOG_LEVEL: 'silent' } },
      );
      expect(stdout).toMatch(/Created staff user \d+: new\.seller@pharmacy\.gr \(SalesPerson\)/);
      expect(stdout).toMatch(/Password: \S{20,}/);
      const database = await openDatabase({ pgliteDir: join(directory, 'db') });
      try {
        const rows = await database.db.select().from(staffUsers);
        expect(rows.map((row) => [row.email, row.role])).toEqual([
          ['new.seller@pharmacy.gr', Role.SalesPerson],
        ]);
        expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
      } finally {
        await database.close();
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 60_000);

  it('opens the database `npm start` uses from any working directory: relative paths start at the repository root', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'staff-cli-'));
    try {
      const cli = new URL('./create-cli.ts', import.meta.url).pathname;
      // `npm run staff:create` from the root runs in apps/api; the path is the root's, as for `npm start`.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', cli, '--email', 'root@pharmacy.gr', '--role', 'Admin'],
        {
          cwd: new URL('../../..', import.meta.url).pathname,
          env: {
            PATH: process.env.PATH,
            PGLITE_DIR: relative(REPOSITORY_ROOT, join(directory, 'db')),
            LOG_LEVEL: 'silent',
          },
        },
      );
      expect(stdout).toMatch(/Created staff user \d+: root@pharmacy\.gr \(Admin\)/);
      const database = await openDatabase({ pgliteDir: join(directory, 'db') });
      try {
        expect((await database.db.select().from(staffUsers)).map((row) => row.email)).toEqual([
          'root@pharmacy.gr',
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 60_000);

  it('says in one line that the running shop holds the database, and what to do', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'staff-cli-'));
    // This test's process stands for the running shop: it holds the directory's lock.
    const release = lockDataDir(join(directory, 'db'));
    try {
      const cli = new URL('./create-cli.ts', import.meta.url).pathname;
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', cli, '--email', 'busy@pharmacy.gr', '--role', 'Admin'],
        { env: { PATH: process.env.PATH, PGLITE_DIR: join(directory, 'db'), LOG_LEVEL: 'silent' } },
      );
      const failure = await run.then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      const lines = failure?.stderr.trim().split('\n') ?? [];
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /in use by the running shop \(process \d+\): stop the shop, run this command again/,
      );
      expect(failure?.stderr).not.toMatch(/DataDirInUseError|^\s+at /m);
    } finally {
      release();
      await rm(directory, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses an unknown role', async () => {
    const cli = new URL('./create-cli.ts', import.meta.url).pathname;
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, '--email', 'a@b.gr', '--role', 'Owner'],
      {
        env: { PATH: process.env.PATH },
      },
    );
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/usage/) });
  }, 30_000);
});
