import type { AdminCustomerDetail, AdminCustomerList, OrderSaveResponse } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { checkoutWorld, orderForm, postOrder, uniqueKey } from '../checkout/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { signedUpCustomer, uniqueEmail } from './test-fixtures.ts';

let t: TestApp;
let inspector: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

const staffGet = (path: string, bearer = inspector) =>
  t.app.inject({
    method: 'GET',
    url: `/api/en/admin/customers/${path}`,
    headers: { authorization: `Bearer ${bearer}` },
  });

describe('staff read customers (admin/customers/getall, getbyid)', () => {
  it('finds a customer by email or name and shows the account with its orders, points and tier', async () => {
    const email = uniqueEmail('admin-customer');
    const customer = await signedUpCustomer(t, email);
    const world = await checkoutWorld(t);
    const placed = await postOrder(t, orderForm(world, { eml: email }), {
      key: uniqueKey(),
      authorization: `Bearer ${customer.at}`,
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const token = await xsrf(t.app);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/el/addresses/insertbycustomer',
      headers: { ...token.headers, authorization: `Bearer ${customer.at}` },
      payload: { tl: 'Σπίτι', adr1: 'Ερμού 1', crid: 1, ct: 'Αθήνα', pc: '10563' },
    });
    expect(address.statusCode, address.body).toBe(200);

    const found = await staffGet(`getall?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<AdminCustomerList>().items.map((item) => item.id)).toEqual([customer.id]);

    const detail = await staffGet(`getbyid?id=${customer.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<AdminCustomerDetail>();
    expect(body).toMatchObject({ id: customer.id, eml: email, verified: true });
    expect(body.orders.items.map((order) => order.uid)).toEqual([placed.json<OrderSaveResponse>().uid]);
    expect(body.points.pending).toBeGreaterThanOrEqual(0);
    expect(body.ledger.items.length).toBeGreaterThanOrEqual(0);
    expect(body.addresses.map((address) => address.tl)).toEqual(['Σπίτι']);
    expect(Array.isArray(body.coupons)).toBe(true);
  });

  it('filters by a verified email, sorts by registration, name or email, and pages', async () => {
    const prefix = `sorted-${Date.now()}`;
    const made: Record<string, number> = {};
    for (const [index, [key, lastName, verified]] of (
      [
        ['a', 'Ζαφειρίου', true],
        ['b', 'Αλεξίου', false],
        ['c', 'Μπέη', true],
      ] as const
    ).entries()) {
      const customer = await signedUpCustomer(t, `${prefix}-${key}@example.gr`);
      made[key] = customer.id;
      await t.database.db
        .update(customers)
        .set({
          lastName,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
          emailVerifiedAt: verified ? new Date() : null,
        })
        .where(eq(customers.id, customer.id));
    }
    const ids = async (query: string) => {
      const response = await staffGet(`getall?q=${prefix}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminCustomerList>().items.map((item) => item.id);
    };
    expect(await ids('')).toEqual([made.c, made.b, made.a]);
    expect(await ids('sort=name&dir=asc')).toEqual([made.b, made.a, made.c]);
    expect(await ids('sort=email&dir=desc')).toEqual([made.c, made.b, made.a]);
    expect(await ids('verified=false')).toEqual([made.b]);
    expect(await ids('verified=true&sort=registered&dir=asc')).toEqual([made.a, made.c]);
    expect(await ids('psize=1&page=2')).toEqual([made.b]);
    expect((await staffGet('getall?sort=age&verified=maybe')).json().errors).toEqual({
      sort: ['invalid_value'],
      verified: ['invalid_value'],
    });
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 to a customer', async () => {
    expect((await staffGet('getbyid?id=999999')).statusCode).toBe(404);
    const bad = await staffGet('getbyid?id=abc');
    expect(bad.json().errors).toEqual({ id: ['invalid_id'] });
    const customer = await signedUpCustomer(t);
    expect((await staffGet('getall', customer.at)).statusCode).toBe(401);
  });
});
