import { ProductType } from '@shop/contract';
import { and, eq, ne, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manufacturerCountryExclusions,
  manufacturers,
  orders,
  productDimensions,
  products,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { type CheckoutWorld, checkoutWorld, orderForm, postOrder, uniqueKey } from './test-fixtures.ts';

/** A brand's country exclusions (`GetExclusionsByProductIds`) hold at checkout, not only in the answer. */

let t: TestApp;
let world: CheckoutWorld;
/** A product of a brand that may not be sent to Cyprus. */
let excluded: number;

/** Cyprus (country 2), Nicosia (region 101). */
const toCyprus = { ctid: 2, crid: 101, ct: 'Λευκωσία', pc: '1010' };

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
  const [other] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.productType, ProductType.Product),
        ne(products.id, world.productId),
        notExists(
          t.database.db
            .select({ id: productDimensions.id })
            .from(productDimensions)
            .where(eq(productDimensions.productId, products.id)),
        ),
      ),
    )
    .limit(1);
  if (!other) throw new Error('no second plain product');
  excluded = other.id;
  await t.services.inventory.setStock(excluded, null, 100);
  const [brand] = await t.database.db
    .insert(manufacturers)
    .values({ eurl: 'no-cyprus-brand', nameEl: 'Χωρίς Κύπρο', nameEn: 'No Cyprus' })
    .returning({ id: manufacturers.id });
  if (!brand) throw new Error('brand not inserted');
  await t.database.db
    .update(products)
    .set({ manufacturerId: brand.id, isPublished: true, availability: 1, orderMaxQuantity: null })
    .where(eq(products.id, excluded));
  await t.services.catalog.settled();
  await t.database.db
    .insert(manufacturerCountryExclusions)
    .values({ manufacturerId: brand.id, countryIso: 'CY' });
});
afterAll(() => t.close());

describe('country exclusions at checkout', () => {
  it('are answered by GetExclusionsByProductIds', async () => {
    const response = await t.app.inject({
      url: `/api/el/ManufacturerCountryExclusions/GetExclusionsByProductIds?productIds=${excluded}`,
    });
    expect(response.json()).toEqual(
      expect.objectContaining({ items: [expect.objectContaining({ countries: ['CY'] })] }),
    );
  });

  it('refuse an order of the brand to Cyprus and write nothing, in both languages', async () => {
    const lines = [{ pid: excluded, pdid: 0, qty: 1 }];
    const totals = await postOrder(t, orderForm(world, { lines, ...toCyprus }), {
      path: 'orders/composeordertotals',
    });
    expect(totals.json<{ errors: Record<string, string[]> }>().errors.lines).toEqual([
      'not_shipped_to_country',
    ]);
    const email = 'excluded.cyprus@example.gr';
    const saved = await postOrder(t, orderForm(world, { eml: email, lines, ...toCyprus }), {
      key: uniqueKey(),
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ errors: Record<string, string[]> }>().errors.lines).toEqual([
      'not_shipped_to_country',
    ]);
    // A delivery address in Cyprus counts as well, whatever the billing country.
    const delivered = await postOrder(
      t,
      orderForm(world, {
        lines,
        sameShippingAsBilling: false,
        dfnm: 'Ελένη',
        dlnm: 'Κώστα',
        dmob: '99123456',
        dadr1: 'Μακαρίου 1',
        dctid: 2,
        dcrid: 101,
        dct: 'Λευκωσία',
        dpc: '1010',
      }),
      { path: 'orders/composeordertotals' },
    );
    expect(delivered.json<{ errors: Record<string, string[]> }>().errors.lines).toEqual([
      'not_shipped_to_country',
    ]);
    expect(await t.database.db.select().from(orders).where(eq(orders.email, email))).toEqual([]);
  });

  it('let the brand go to Greece, and other brands to Cyprus', async () => {
    const greece = await postOrder(t, orderForm(world, { lines: [{ pid: excluded, pdid: 0, qty: 1 }] }), {
      key: uniqueKey(),
    });
    expect(greece.statusCode, greece.body).toBe(200);
    const other = await postOrder(t, orderForm(world, toCyprus), { path: 'orders/composeordertotals' });
    expect(other.json<{ errors: Record<string, string[]> }>().errors.lines).toBeUndefined();
  });
});
