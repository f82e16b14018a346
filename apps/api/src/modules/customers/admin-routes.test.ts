import type { AdminCustomerDetail, AdminCustomerList, OrderSaveResponse } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers 404 for an unknown id, 400 for a bad one, 401 to a customer', async () => {
    expect((await staffGet('getbyid?id=999999')).statusCode).toBe(404);
    const bad = await staffGet('getbyid?id=abc');
    expect(bad.json().errors).toEqual({ id: ['invalid_id'] });
    const customer = await signedUpCustomer(t);
    expect((await staffGet('getall', customer.at)).statusCode).toBe(401);
  });
});
