import { type AdminAuditList, type AdminCmsLink, type OrderSaveResponse, OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { signedUpCustomer, uniqueEmail } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;
let admin: string;
let sales: string;
let inspector: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
  admin = await signedInStaff(t, 'Admin');
  sales = await signedInStaff(t, 'SalesPerson');
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

async function staffSend(
  bearer: string,
  method: 'POST' | 'DELETE',
  path: string,
  payload?: object,
  requestId?: string,
) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/en/admin/${path}`,
    headers: {
      ...token.headers,
      authorization: `Bearer ${bearer}`,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function auditOf(query: string, bearer = inspector): Promise<AdminAuditList> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/en/admin/audit/getall?${query}`,
    headers: { authorization: `Bearer ${bearer}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAuditList>();
}

async function placedOrder(): Promise<{ uid: string; id: number }> {
  const response = await postOrder(t, orderForm(world, { eml: uniqueEmail('audit') }), { key: uniqueKey() });
  expect(response.statusCode, response.body).toBe(200);
  const { uid } = response.json<OrderSaveResponse>();
  return { uid, id: (await t.services.orders.idOf(uid)) ?? 0 };
}

describe('the audit log', () => {
  it('records a staff status change with who, before, after and the request id', async () => {
    const order = await placedOrder();
    const moved = await staffSend(
      sales,
      'POST',
      'orders/changestatus',
      { uid: order.uid, st: OrderStatus.Processing },
      'audit-request-0001',
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const { items, total } = await auditOf(`ent=order&eid=${order.id}`);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      act: 'order.status',
      ent: 'order',
      eid: String(order.id),
      seml: expect.stringMatching(/^salesperson\./),
      bf: { status: OrderStatus.Pending },
      af: { status: OrderStatus.Processing, note: null },
      rid: 'audit-request-0001',
    });
  });

  it('writes nothing when the change is refused (the entry shares the change’s transaction)', async () => {
    const order = await placedOrder();
    const skipped = await staffSend(sales, 'POST', 'orders/changestatus', {
      uid: order.uid,
      st: OrderStatus.Completed,
    });
    expect(skipped.statusCode).toBe(422);
    expect((await auditOf(`ent=order&eid=${order.id}`)).total).toBe(0);
  });

  it('is rolled back with a transaction that fails after recording', async () => {
    const staffId = (await auditOf('page=1&psize=1')).items[0]?.sid ?? 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.services.audit.record(tx, {
          staffId,
          action: 'test.rollback',
          entity: 'rollback-test',
          entityId: 1,
          before: null,
          after: { at: new Date('2026-01-01T00:00:00Z') },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entity, 'rollback-test'));
    expect(rows).toHaveLength(0);
  });

  it('records navigation writes and removals with the entity before and after', async () => {
    const added = await staffSend(admin, 'POST', 'cmslinks/save', {
      el: { label: 'Audit' },
      value: 'https://example.com/audit',
      trg: '_blank',
      sf: true,
      position: 98,
    });
    expect(added.statusCode, added.body).toBe(200);
    const link = added.json<AdminCmsLink>();
    const removed = await staffSend(admin, 'DELETE', `cmslinks/delete?id=${link.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const { items } = await auditOf(`ent=cms_link&eid=${link.id}`);
    expect(items.map((item) => item.act)).toEqual(['cms_link.delete', 'cms_link.create']);
    expect(items[0]).toMatchObject({ bf: { value: 'https://example.com/audit' }, af: null });
    expect(items[1]).toMatchObject({ bf: null, af: { value: 'https://example.com/audit' } });
  });

  it('records an impersonation link issued for a customer', async () => {
    const cid = (await signedUpCustomer(t)).id;
    const token = await xsrf(t.app);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/en/staff/impersonatecustomer',
      headers: { ...token.headers, authorization: `Bearer ${sales}` },
      payload: { cid },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { items } = await auditOf(`ent=customer&eid=${cid}`);
    expect(items[0]).toMatchObject({ act: 'customer.impersonate', bf: null });
  });

  it('is read by every staff role, paged, latest first; refused to a customer; bad filters are field errors', async () => {
    const page = await auditOf('page=1&psize=2', admin);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect((page.items[0]?.id ?? 0) > (page.items[1]?.id ?? 0)).toBe(true);
    await auditOf('psize=1', sales);
    const customer = await signedUpCustomer(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/en/admin/audit/getall',
      headers: { authorization: `Bearer ${customer.at}` },
    });
    expect(refused.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/el/admin/audit/getall?psize=1000&sid=x',
      headers: { authorization: `Bearer ${inspector}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ psize: ['invalid_value'], sid: ['invalid_id'] });
  });

  it('sorts by action or entity either way, searches the action, and refuses an unknown sort', async () => {
    const actions = (list: AdminAuditList) => list.items.map((item) => item.act);
    const ascending = actions(await auditOf('sort=action&dir=asc&psize=100', admin));
    expect(ascending).toEqual([...ascending].sort());
    const descending = actions(await auditOf('sort=action&dir=desc&psize=100', admin));
    expect(descending).toEqual([...ascending].reverse());
    const entities = (await auditOf('sort=entity&dir=asc&psize=100', admin)).items.map((item) => item.ent);
    expect(entities).toEqual([...entities].sort());
    const searched = await auditOf('q=IMPERSON', admin);
    expect(searched.total).toBeGreaterThan(0);
    expect(actions(searched).every((action) => action === 'customer.impersonate')).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/en/admin/audit/getall?sort=staff&dir=newest',
      headers: { authorization: `Bearer ${inspector}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ sort: ['invalid_value'], dir: ['invalid_value'] });
  });
});
