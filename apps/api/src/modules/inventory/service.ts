import {
  type AdminLowStock,
  Availability,
  IN_STOCK_AVAILABILITIES,
  isBackOrder,
  type Language,
} from '@shop/contract';
import { and, asc, count, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { productDimensions, products } from '../../db/schema/catalog.ts';
import { intArray } from '../../db/sql.ts';
import { localized } from '../../lib/localized.ts';

/** Gift cards (product type 1) are issued, not stocked. */
const GIFT_CARD_TYPE = 1;

/** A quantity of a product without sizes (`dimensionId` null) or of one size of it. */
export interface StockLine {
  productId: number;
  dimensionId: number | null;
  quantity: number;
}

/** A line `reserve` refused: more was asked than the stock holds (0 for a product or size unknown). */
export interface StockShortage {
  productId: number;
  dimensionId: number | null;
  requested: number;
  available: number;
}

export type StockKey = Pick<StockLine, 'productId' | 'dimensionId'>;

/** What `reserve` did: the short lines (nothing taken), or the quantities left to back-order. */
export interface Reservation {
  short: StockShortage[];
  /** Quantities of back-order products beyond their stock: not taken, so never released. */
  backOrdered: StockLine[];
}

interface HeldStock {
  stock: number;
  backOrder: boolean;
}

/** Which way a committed change moved stock: a sale only lowers it; anything else may raise it. */
export type StockChange = 'sold' | 'changed';

/** One string per product or size, for sets and maps of stock lines. */
export const stockKey = ({ productId, dimensionId }: StockKey) => `${productId}:${dimensionId ?? 0}`;

/**
 * Stock decides between sold out and available; the other availabilities (pre-order,
 * delivery in days …) are a back-office choice that a stock change leaves alone.
 */
const availabilityFor = (stock: number | SQL) =>
  sql`case when ${stock} > 0 and ${products.availability} = ${Availability.Exhausted} then ${Availability.Available}
    when ${stock} <= 0 and ${products.availability} in (${Availability.Available}, ${Availability.Limited}, ${Availability.LastItem}) then ${Availability.Exhausted}
    else ${products.availability} end`;

/** The lines with the same product and size added up, in primary-key order. */
function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError('a stock line needs a positive whole quantity');
    }
    const known = merged.get(stockKey(line));
    merged.set(stockKey(line), { ...line, quantity: (known?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()].sort(
    (a, b) => a.productId - b.productId || (a.dimensionId ?? 0) - (b.dimensionId ?? 0),
  );
}

/**
 * Stock per product and per size. The stock columns live on the catalogue's rows
 * (`products.stock`, `product_dimensions.stock`, and the stock-driven part of
 * `products.availability`): only this service writes them. Every write locks the product rows
 * first, then the size rows, each in primary-key order, so two writers never wait on each other
 * in opposite orders.
 */
export class InventoryService {
  private readonly listeners: ((productId: number, change: StockChange) => Promise<unknown>)[] = [];

  constructor(private readonly db: Db) {}

  /** Called after every committed stock change, e.g. so caches forget it and back-in-stock mails go out. */
  onStockChanged(listener: (productId: number, change: StockChange) => Promise<unknown>): void {
    this.listeners.push(listener);
  }

  /** Tells the listeners; whoever changed stock inside a transaction calls it after the commit. */
  async notifyStockChanged(productIds: readonly number[], change: StockChange = 'changed'): Promise<void> {
    for (const productId of new Set(productIds)) {
      for (const listener of this.listeners) await listener(productId, change);
    }
  }

  /** Sets the stock of a product, or of one size of it, keeping the product total in step. */
  async setStock(productId: number, dimensionId: number | null, stock: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lock(tx, [productId], dimensionId === null ? [] : [dimensionId]);
      if (dimensionId === null) {
        await tx
          .update(products)
          .set({ stock, availability: availabilityFor(stock), updatedAt: new Date() })
          .where(
            and(
              eq(products.id, productId),
              sql`not exists (select 1 from product_dimensions d where d.product_id = ${productId})`,
            ),
          );
        return;
      }
      await tx
        .update(productDimensions)
        .set({ stock })
        .where(and(eq(productDimensions.id, dimensionId), eq(productDimensions.productId, productId)));
      await this.refreshTotals(tx, [productId]);
    });
    await this.notifyStockChanged([productId]);
  }

  /**
   * Sets stock levels inside the caller's transaction (the back office, a CSV import): each line's
   * stock becomes its value, a product with sizes then holding their sum; lines of products with
   * sizes but no size, or of sizes of another product, are left alone. Rows are locked in the usual
   * order; whatever the number of lines, three statements. Answers the lines whose stock moved,
   * with the stock before; the caller tells the listeners after its commit.
   */
  async setStocks(tx: Db, lines: readonly StockLine[]): Promise<(StockLine & { before: number })[]> {
    if (lines.length === 0) return [];
    const held = await this.lock(
      tx,
      [...new Set(lines.map((line) => line.productId))],
      lines.flatMap((line) => (line.dimensionId === null ? [] : [line.dimensionId])),
    );
    const moved = lines.flatMap((line) => {
      const row = held.get(stockKey(line));
      return row && row.stock !== line.quantity ? [{ ...line, before: row.stock }] : [];
    });
    const whole = moved.filter((line) => line.dimensionId === null);
    const sizes = moved.filter((line) => line.dimensionId !== null);
    if (whole.length > 0) {
      await tx.execute(sql`update products
        set stock = c.stock, availability = ${availabilityFor(sql`c.stock`)}, updated_at = now()
        from (select unnest(${intArray(whole.map((line) => line.productId))}) as id,
          unnest(${intArray(whole.map((line) => line.quantity))}) as stock) c
        where products.id = c.id`);
    }
    if (sizes.length > 0) {
      await tx.execute(sql`update product_dimensions set stock = c.stock
        from (select unnest(${intArray(sizes.map((line) => line.dimensionId ?? 0))}) as id,
          unnest(${intArray(sizes.map((line) => line.quantity))}) as stock) c
        where product_dimensions.id = c.id`);
      await this.refreshTotals(tx, [...new Set(sizes.map((line) => line.productId))]);
    }
    return moved;
  }

  /** Recounts products' totals after their sizes were added or removed, inside the caller's transaction. */
  async recount(tx: Db, productIds: readonly number[]): Promise<void> {
    await this.refreshTotals(tx, [...productIds]);
  }

  /** Which of the products (size null: the product as a whole) and sizes have stock to sell now. */
  async inStock(keys: readonly StockKey[]): Promise<Set<string>> {
    const productIds = keys.filter((key) => key.dimensionId === null).map((key) => key.productId);
    const sizeIds = keys.flatMap((key) => (key.dimensionId === null ? [] : [key.dimensionId]));
    const rows = await queryRows<{ product_id: number; dimension_id: number | null }>(
      this.db,
      sql`select id as product_id, null::int as dimension_id from products
          where id = any(${intArray(productIds)}) and stock > 0 and availability = any(${intArray(IN_STOCK_AVAILABILITIES)})
        union all
        select product_id, id from product_dimensions where id = any(${intArray(sizeIds)}) and stock > 0`,
    );
    return new Set(rows.map((row) => stockKey({ productId: row.product_id, dimensionId: row.dimension_id })));
  }

  /**
   * Takes the lines' quantities from stock inside the caller's transaction (checkout's order),
   * the rows locked until it ends. A product sold on back-order (decision 010) gives what its
   * stock holds and the rest is back-ordered, stock never going below zero; any other line asking
   * for more than its stock holds is short, and then nothing changes. Lines of the same product
   * and size count together. Listeners are not told: the transaction may still roll back (see
   * `notifyStockChanged`).
   */
  async reserve(tx: Db, lines: readonly StockLine[]): Promise<Reservation> {
    const wanted = mergeLines(lines);
    const held = await this.lock(
      tx,
      wanted.map((line) => line.productId),
      wanted.flatMap((line) => (line.dimensionId === null ? [] : [line.dimensionId])),
    );
    const short: StockShortage[] = [];
    const taken: StockLine[] = [];
    const backOrdered: StockLine[] = [];
    for (const line of wanted) {
      const row = held.get(stockKey(line));
      const available = Math.max(0, row?.stock ?? 0);
      if (line.quantity <= available) taken.push(line);
      else if (row?.backOrder) {
        if (available > 0) taken.push({ ...line, quantity: available });
        backOrdered.push({ ...line, quantity: line.quantity - available });
      } else {
        short.push({
          productId: line.productId,
          dimensionId: line.dimensionId,
          requested: line.quantity,
          available,
        });
      }
    }
    if (short.length > 0) return { short, backOrdered: [] };
    await this.add(tx, taken, -1);
    return { short, backOrdered };
  }

  /** Gives the lines' quantities back to stock (a cancelled or failed order), inside the caller's transaction. */
  async release(tx: Db, lines: readonly StockLine[]): Promise<void> {
    const returned = mergeLines(lines);
    const held = await this.lock(
      tx,
      returned.map((line) => line.productId),
      returned.flatMap((line) => (line.dimensionId === null ? [] : [line.dimensionId])),
    );
    await this.add(
      tx,
      returned.filter((line) => held.has(stockKey(line))),
      1,
    );
  }

  /**
   * Locks the product rows, then the size rows, in primary-key order, and answers the stock each
   * line may take: a product's own for a product without sizes, a size's for a size of it; and
   * whether a product without sizes is sold on back-order.
   */
  private async lock(tx: Db, productIds: number[], sizeIds: number[]): Promise<Map<string, HeldStock>> {
    const productRows = await queryRows<{ id: number; stock: number; sized: boolean; availability: number }>(
      tx,
      sql`select p.id, p.stock, p.availability,
          exists (select 1 from product_dimensions d where d.product_id = p.id) as sized
        from products p where p.id = any(${intArray(productIds)}) order by p.id for update`,
    );
    const sizeRows =
      sizeIds.length === 0
        ? []
        : await queryRows<{ id: number; product_id: number; stock: number }>(
            tx,
            sql`select id, product_id, stock from product_dimensions
              where id = any(${intArray(sizeIds)}) order by id for update`,
          );
    const held = new Map<string, HeldStock>();
    for (const row of productRows) {
      if (!row.sized) {
        held.set(stockKey({ productId: row.id, dimensionId: null }), {
          stock: row.stock,
          backOrder: isBackOrder(row.availability),
        });
      }
    }
    for (const row of sizeRows) {
      held.set(stockKey({ productId: row.product_id, dimensionId: row.id }), {
        stock: row.stock,
        backOrder: false,
      });
    }
    return held;
  }

  /**
   * Adds `sign` × each line's quantity to its stock (rows already locked), then the products'
   * totals: one statement for the products, one for the sizes, one for the sized products' totals,
   * however many lines an order has.
   */
  private async add(tx: Db, lines: StockLine[], sign: 1 | -1): Promise<void> {
    const whole = lines.filter((line) => line.dimensionId === null);
    const sizes = lines.filter((line) => line.dimensionId !== null);
    if (whole.length > 0) {
      const change = sql`c.change`;
      await tx.execute(sql`update products
        set stock = products.stock + ${change},
          availability = ${availabilityFor(sql`products.stock + ${change}`)},
          updated_at = now()
        from (select unnest(${intArray(whole.map((line) => line.productId))}) as id,
          unnest(${intArray(whole.map((line) => sign * line.quantity))}) as change) c
        where products.id = c.id`);
    }
    if (sizes.length > 0) {
      await tx.execute(sql`update product_dimensions
        set stock = product_dimensions.stock + c.change
        from (select unnest(${intArray(sizes.map((line) => line.dimensionId ?? 0))}) as id,
          unnest(${intArray(sizes.map((line) => sign * line.quantity))}) as change) c
        where product_dimensions.id = c.id`);
      await this.refreshTotals(tx, [...new Set(sizes.map((line) => line.productId))]);
    }
  }

  /** A product with sizes holds the sum of its sizes; its availability follows. */
  private async refreshTotals(tx: Db, productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    const total = sql`(select coalesce(sum(d.stock), 0) from product_dimensions d where d.product_id = products.id)`;
    await tx.execute(sql`update products
      set stock = ${total}, availability = ${availabilityFor(total)}, updated_at = now()
      where products.id = any(${intArray(productIds)})`);
  }

  /** The products running out, for the back office: stock (every size together) at most `threshold`. */
  async lowStock(threshold: number, limit: number, language: Language): Promise<AdminLowStock> {
    const low = and(lte(products.stock, threshold), ne(products.productType, GIFT_CARD_TYPE));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: products.id,
          code: products.code,
          nameEl: products.nameEl,
          nameEn: products.nameEn,
          stock: products.stock,
        })
        .from(products)
        .where(low)
        .orderBy(asc(products.stock), asc(products.id))
        .limit(limit),
      this.db.select({ n: count() }).from(products).where(low),
    ]);
    return {
      threshold,
      total: total?.n ?? 0,
      items: rows.map((row) => ({
        id: row.id,
        code: row.code,
        nm: localized(language, row.nameEl, row.nameEn),
        stock: row.stock,
      })),
    };
  }
}
