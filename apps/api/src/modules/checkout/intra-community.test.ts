import type { OrderDetails, OrderSaveResponse, OrderTotals } from '@shop/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fixtureWith, type RecordedReply } from '../../test/fake-fetch.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { type CheckoutWorld, checkoutWorld, orderForm, postOrder, uniqueKey } from './test-fixtures.ts';

/**
 * An invoice to a business in another EU member state whose VAT number VIES confirms is an
 * intra-community supply (decision 039): no Greek VAT, shown in the totals and on the order.
 * VIES answers with recorded responses.
 */

let t: TestApp;
let world: CheckoutWorld;

const viesFixture = new URL('../tax-registry/vies-client.test.ts', import.meta.url).href;
const viesValid: RecordedReply = {
  status: 200,
  body: fixtureWith(viesFixture, 'fixtures/vies-valid-undisclosed.json', {
    vatNumber: '10259033P',
    originalVatNumber: '10259033P',
    name: 'PHARMA TRADING LTD',
  }),
};
const viesInvalid: RecordedReply = {
  status: 200,
  body: fixtureWith(viesFixture, 'fixtures/vies-valid-undisclosed.json', {
    isValid: false,
    userError: 'INVALID',
    vatNumber: '00000000A',
    originalVatNumber: '00000000A',
  }),
};

/** A business in Nicosia asking for an invoice. */
const cypriotBusiness = (vat: string) => ({
  ctid: 2,
  crid: 101,
  ct: 'Λευκωσία',
  pc: '1010',
  rt: 'invoice',
  cnm: 'Pharma Trading Ltd',
  irs: 'Nicosia',
  job: 'Pharmacy wholesale',
  vat,
  ptid: world.bankDeposit,
});

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
});
afterEach(() => {
  vi.unstubAllGlobals();
});
afterAll(() => t.close());

describe('intra-community supply', () => {
  it('charges no Greek VAT to a VIES-confirmed EU business, in the totals and on the order', async () => {
    const network = fakeFetch([viesValid]);
    vi.stubGlobal('fetch', network.fetch);
    const totals = (
      await postOrder(t, orderForm(world, cypriotBusiness('CY10259033P')), {
        path: 'orders/composeordertotals',
      })
    ).json<OrderTotals>();
    expect(network.sent[0]?.url).toContain('/ms/CY/vat/10259033P');
    // 15.00 € of goods and 3.50 € courier at 24 %: 14.92 € net, nothing added.
    expect(totals).toMatchObject({ hasVies: true, rt: 'invoice', tt: 0, amt: 14.92, force_spf: true });
    expect(totals.vat.every((row) => row.vat === 0)).toBe(true);

    // The answer is kept: placing the order asks VIES nothing more.
    const email = 'b2b.cyprus@example.gr';
    const saved = await postOrder(t, orderForm(world, { eml: email, ...cypriotBusiness('CY10259033P') }), {
      key: uniqueKey(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(network.sent).toHaveLength(1);
    const { uid } = saved.json<OrderSaveResponse>();
    const details = (
      await t.app.inject({ url: `/api/en/orders/getorderbycustomer?uid=${uid}&email=${email}` })
    ).json<OrderDetails>();
    expect(details.hasVies).toBe(true);
    expect(details.totals).toMatchObject({ vat: 0, net: 14.92, amt: 14.92 });
  });

  it('charges Greek VAT when VIES does not know the number, for a receipt and for a Greek invoice', async () => {
    vi.stubGlobal('fetch', fakeFetch([viesInvalid]).fetch);
    const unknown = (
      await postOrder(t, orderForm(world, cypriotBusiness('CY00000000A')), {
        path: 'orders/composeordertotals',
      })
    ).json<OrderTotals>();
    expect(unknown).toMatchObject({ hasVies: false, tt: 3.58, amt: 18.5 });

    const network = fakeFetch([]);
    vi.stubGlobal('fetch', network.fetch);
    const receipt = (
      await postOrder(t, orderForm(world, { ...cypriotBusiness('CY10259033P'), rt: 'receipt' }), {
        path: 'orders/composeordertotals',
      })
    ).json<OrderTotals>();
    expect(receipt).toMatchObject({ hasVies: false, rt: 'receipt', tt: 3.58, force_pmf: false });
    const greek = (
      await postOrder(
        t,
        orderForm(world, {
          rt: 'invoice',
          cnm: 'Φαρμακείο ΟΕ',
          irs: 'Λάρισας',
          job: 'Φαρμακείο',
          vat: '094014201',
          ptid: world.cashOnDelivery,
        }),
        { path: 'orders/composeordertotals' },
      )
    ).json<OrderTotals>();
    expect(greek).toMatchObject({ hasVies: false, tt: 3.97, force_pmf: true });
    expect(network.sent).toEqual([]);
  });
});
