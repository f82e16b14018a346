import { Availability, ProductType } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDimensions, products } from '../../db/schema/index.ts';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../test/index.ts';
import type { StockLine } from './index.ts';

let t: TestApp;
/** Two products without sizes and one with at least two sizes. */
let A: number;
let B: number;
let sized: { id: number; small: number; large: number };

const db = () => t.database.db;
const ALL_TAKEN = { short: [], backOrdered: [], readyInDays: null };
const reserve = (lines: StockLine[]) => db().transaction((tx) => t.services.inventory.reserve(tx, lines));
const release = (lines: StockLine[]) => db().transaction((tx) => t.services.inventory.release(tx, lines));
const line = (productId: number, quantity: number, dimensionId: number | null = null): StockLine => ({
  productId,
  dimensionId,
  quantity,
});

async function stockOf(...ids: number[]) {
  const rows = await db()
    .select({ id: products.id, stock: products.stock, availability: products.availability })
    .from(products)
    .where(inArray(products.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id));
}

async function sizeStock(id: number) {
  const [row] = await db()
    .select({ stock: productDimensions.stock })
    .from(productDimensions)
    .where(eq(productDimensions.id, id));
  return row?.stock;
}

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await insertTestCatalogue(t, 24);
  const plain = catalogue.filter(
    (p: TestProduct) => p.productType === ProductType.Product && p.dimensions.length === 0,
  );
  const withSizes = catalogue.find((p) => p.dimensions.length >= 2);
  if (plain.length < 2 || !withSizes) throw new Error('catalogue lacks plain or sized products');
  [A, B] = [plain[0]?.id ?? 0, plain[1]?.id ?? 0];
  const sizeIds = (
    await db()
      .select({ id: productDimensions.id })
      .from(productDimensions)
      .where(eq(productDimensions.productId, withSizes.id))
      .orderBy(productDimensions.id)
  ).map((row) => row.id);
  sized = { id: withSizes.id, small: sizeIds[0] ?? 0, large: sizeIds[1] ?? 0 };
  await db()
    .update(products)
    .set({ availability: Availability.Available })
    .where(inArray(products.id, [A, B]));
});
afterAll(() => t.close());

describe('InventoryService reserve and release', () => {
  it('takes the stock of every line, whatever the order of the lines, also in concurrent orders', async () => {
    await t.services.inventory.setStock(A, null, 5);
    await t.services.inventory.setStock(B, null, 4);
    const [first, second] = await Promise.all([
      reserve([line(A, 2), line(B, 1)]),
      reserve([line(B, 1), line(A, 2)]),
    ]);
    expect(first).toEqual(ALL_TAKEN);
    expect(second).toEqual(ALL_TAKEN);
    expect(await stockOf(A, B)).toMatchObject([{ stock: 1 }, { stock: 2 }]);
  });

  it('changes nothing when a line is short, and says which', async () => {
    await t.services.inventory.setStock(A, null, 1);
    await t.services.inventory.setStock(B, null, 2);
    const { short } = await reserve([line(B, 1), line(A, 1), line(A, 1), line(999_999, 1)]);
    // The two lines of A count together: 2 asked, 1 held; an unknown product holds nothing.
    expect(short).toEqual([
      { productId: A, dimensionId: null, requested: 2, available: 1 },
      { productId: 999_999, dimensionId: null, requested: 1, available: 0 },
    ]);
    expect(await stockOf(A, B)).toMatchObject([{ stock: 1 }, { stock: 2 }]);
  });

  it('marks a product sold out at zero and available again when release gives stock back', async () => {
    await t.services.inventory.setStock(A, null, 2);
    expect(await reserve([line(A, 2)])).toEqual(ALL_TAKEN);
    expect(await stockOf(A)).toEqual([{ id: A, stock: 0, availability: Availability.Exhausted }]);
    await release([line(A, 2)]);
    expect(await stockOf(A)).toEqual([{ id: A, stock: 2, availability: Availability.Available }]);
  });

  it('takes and gives back a size, keeping the product total the sum of its sizes', async () => {
    await t.services.inventory.setStock(sized.id, sized.small, 3);
    await t.services.inventory.setStock(sized.id, sized.large, 1);
    const total = async () => (await stockOf(sized.id))[0]?.stock;
    const before = await total();
    expect(await reserve([line(sized.id, 2, sized.small)])).toEqual(ALL_TAKEN);
    expect(await sizeStock(sized.small)).toBe(1);
    expect(await total()).toBe((before ?? 0) - 2);
    // A size of another product, or the product without a size, is not stock this line may take.
    expect((await reserve([line(A, 1, sized.large)])).short).toEqual([
      { productId: A, dimensionId: sized.large, requested: 1, available: 0 },
    ]);
    expect((await reserve([line(sized.id, 1)])).short).toEqual([
      { productId: sized.id, dimensionId: null, requested: 1, available: 0 },
    ]);
    await release([line(sized.id, 2, sized.small)]);
    expect(await sizeStock(sized.small)).toBe(3);
    expect(await total()).toBe(before);
  });

  it('sells a back-order product beyond its stock: takes what there is, never below zero, and back-orders the rest', async () => {
    await t.services.inventory.setStock(B, null, 2);
    await db().update(products).set({ availability: Availability.Days_2_5 }).where(eq(products.id, B));
    expect(await reserve([line(B, 3)])).toEqual({ short: [], backOrdered: [line(B, 1)], readyInDays: null });
    expect(await stockOf(B)).toEqual([{ id: B, stock: 0, availability: Availability.Days_2_5 }]);
    expect(await reserve([line(B, 4)])).toEqual({ short: [], backOrdered: [line(B, 4)], readyInDays: null });
    expect(await stockOf(B)).toMatchObject([{ stock: 0 }]);
    await db().update(products).set({ availability: Availability.Available }).where(eq(products.id, B));
  });

  it('refuses a quantity that is not a positive whole number', async () => {
    await expect(reserve([line(A, 0)])).rejects.toThrow(RangeError);
    await expect(release([line(A, -1)])).rejects.toThrow(RangeError);
  });
});
