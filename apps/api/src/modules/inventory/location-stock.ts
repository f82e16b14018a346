import { Availability, isBackOrder } from '@shop/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { type StockMovementKind, stockLocations } from '../../db/schema/inventory.ts';
import { intArray } from '../../db/sql.ts';
import type { HeldAt, StockLocation } from './allocation.ts';
import { type StockKey, stockKey } from './stock-lines.ts';

/** A signed change of one location's stock of a product or size. */
export interface StockChangeAt extends StockKey {
  locationId: number;
  change: number;
}

/** Who moved stock and why, written on every movement of one call. */
export interface MovementNote {
  kind: StockMovementKind;
  orderId?: number | null;
  staffId?: number | null;
  reason?: string | null;
}

/** A locked product or size: what it holds per location, and whether it has sizes (a product). */
export interface Locked extends HeldAt {
  sized: boolean;
}

/**
 * Stock decides between sold out and available; the other availabilities (pre-order,
 * delivery in days …) are a back-office choice that a stock change leaves alone.
 */
export const availabilityFor = (stock: number | SQL) =>
  sql`case when ${stock} > 0 and ${products.availability} = ${Availability.Exhausted} then ${Availability.Available}
    when ${stock} <= 0 and ${products.availability} in (${Availability.Available}, ${Availability.Limited}, ${Availability.LastItem}) then ${Availability.Exhausted}
    else ${products.availability} end`;

const sizeArray = (keys: readonly StockKey[]) => intArray(keys.map((key) => key.dimensionId ?? 0));

export async function activeLocations(db: Db): Promise<StockLocation[]> {
  return db
    .select({
      id: stockLocations.id,
      code: stockLocations.code,
      nameEl: stockLocations.nameEl,
      nameEn: stockLocations.nameEn,
      ships: stockLocations.ships,
      takeawayStoreId: stockLocations.takeawayStoreId,
      transferDays: stockLocations.transferDays,
      isPrimary: stockLocations.isPrimary,
      position: stockLocations.position,
    })
    .from(stockLocations)
    .where(eq(stockLocations.isActive, true))
    .orderBy(asc(stockLocations.position), asc(stockLocations.id));
}

/** The active locations as `activeLocations` answers them, as one JSON value of a larger statement. */
const activeLocationsJson = sql`(select coalesce(json_agg(json_build_object('id', l.id, 'code', l.code,
    'nameEl', l.name_el, 'nameEn', l.name_en, 'ships', l.ships, 'takeawayStoreId', l.takeaway_store_id,
    'transferDays', l.transfer_days, 'isPrimary', l.is_primary, 'position', l.position)
    order by l.position, l.id), '[]') from stock_locations l where l.is_active)`;

/** What `lockStock` holds: each product or size asked for, and the active locations read with them. */
export interface LockedStock {
  held: Map<string, Locked>;
  locations: StockLocation[];
}

/**
 * Locks the product rows, then the size rows, then their `location_stock` rows, each in key order
 * (decision 045), after giving a product or size that has no location row yet its catalogue stock
 * in the primary location (opening stock). Answers each product without sizes and each size asked
 * for, with its stock per location (a product with sizes is answered as `sized` with no stock),
 * and the active locations. The opening stock, the location rows and the locations are one
 * statement: an order waits on the database once for them, not three times.
 */
export async function lockStock(tx: Db, productIds: number[], sizeIds: number[]): Promise<LockedStock> {
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
  const held = new Map<string, Locked>();
  const opening: (StockKey & { stock: number })[] = [];
  for (const row of productRows) {
    const key = { productId: row.id, dimensionId: null };
    held.set(stockKey(key), {
      sized: row.sized,
      backOrder: !row.sized && isBackOrder(row.availability),
      at: new Map(),
    });
    if (!row.sized) opening.push({ ...key, stock: row.stock });
  }
  for (const row of sizeRows) {
    const key = { productId: row.product_id, dimensionId: row.id };
    held.set(stockKey(key), { sized: false, backOrder: false, at: new Map() });
    opening.push({ ...key, stock: row.stock });
  }
  // The rows adopted here are this transaction's own (no other can see them yet): the lock reads
  // the rows there were, and the adopted ones come from the insert. No other writer adds rows of
  // these products meanwhile, since every writer holds their product rows first.
  const [locked] = await queryRows<{
    stock: [locationId: number, productId: number, dimensionId: number | null, stock: number][];
    locations: StockLocation[];
  }>(
    tx,
    sql`with ${openingStock(opening)},
      held as (select location_id, product_id, dimension_id, stock from location_stock
        where product_id = any(${intArray(productRows.map((row) => row.id))})
        order by product_id, dimension_id nulls first, location_id for update)
      select (select coalesce(json_agg(json_build_array(location_id, product_id, dimension_id, stock)), '[]')
          from (select * from held union all select * from adopted) s) as stock,
        ${activeLocationsJson} as locations`,
  );
  for (const [locationId, productId, dimensionId, stock] of locked?.stock ?? []) {
    held.get(stockKey({ productId, dimensionId }))?.at.set(locationId, stock);
  }
  return { held, locations: locked?.locations ?? [] };
}

/**
 * Catalogue stock of products and sizes never yet located goes to the primary location, with its
 * movement: the `adopted` rows (and the `opening` movements) of a `with` clause.
 */
function openingStock(keys: (StockKey & { stock: number })[]): SQL {
  return sql`opening_keys as (
      select unnest(${intArray(keys.map((key) => key.productId))}) as product_id,
        nullif(unnest(${sizeArray(keys)}), 0) as dimension_id,
        greatest(unnest(${intArray(keys.map((key) => key.stock))}), 0) as stock),
    adopted as (
      insert into location_stock (location_id, product_id, dimension_id, stock)
      select (select id from stock_locations where is_primary), c.product_id, c.dimension_id, c.stock
      from opening_keys c
      where exists (select 1 from stock_locations where is_primary)
        and not exists (select 1 from location_stock x
          where x.product_id = c.product_id and x.dimension_id is not distinct from c.dimension_id)
      on conflict do nothing
      returning location_id, product_id, dimension_id, stock),
    opening as (
      insert into stock_movements (location_id, product_id, dimension_id, change, stock_after, kind, reason)
      select location_id, product_id, dimension_id, stock, stock, 'adjustment', 'opening stock'
      from adopted where stock > 0)`;
}

/**
 * Adds each change to its location's stock (rows already locked; a row is made when missing) and
 * writes one movement per change, whatever their number in one statement; then derives the
 * catalogue's stock columns of the products touched. The check constraint refuses any location
 * going below zero, a missing row included.
 */
export async function applyChanges(
  tx: Db,
  changes: readonly StockChangeAt[],
  note: MovementNote,
): Promise<void> {
  const merged = new Map<string, StockChangeAt>();
  for (const change of changes) {
    const key = `${change.locationId}:${stockKey(change)}`;
    const known = merged.get(key);
    merged.set(key, { ...change, change: (known?.change ?? 0) + change.change });
  }
  const rows = [...merged.values()].filter((change) => change.change !== 0);
  if (rows.length === 0) return;
  const sameRow = (a: string, b: string) =>
    sql.raw(`${a}.location_id = ${b}.location_id
    and ${a}.product_id = ${b}.product_id and ${a}.dimension_id is not distinct from ${b}.dimension_id`);
  // Rows there were are updated; the missing ones are inserted with the change as their stock (the
  // insert reads the update's output, so it runs after it). A missing row's negative change meets
  // the check constraint, as an update below zero does.
  await tx.execute(sql`with c as (
      select unnest(${intArray(rows.map((row) => row.locationId))}) as location_id,
        unnest(${intArray(rows.map((row) => row.productId))}) as product_id,
        nullif(unnest(${sizeArray(rows)}), 0) as dimension_id,
        unnest(${intArray(rows.map((row) => row.change))}) as change),
    updated as (
      update location_stock ls set stock = ls.stock + c.change from c where ${sameRow('ls', 'c')}
      returning ls.location_id, ls.product_id, ls.dimension_id, ls.stock, c.change),
    inserted as (
      insert into location_stock as ls (location_id, product_id, dimension_id, stock)
      select location_id, product_id, dimension_id, change from c
      where not exists (select 1 from updated u where ${sameRow('u', 'c')})
      on conflict (location_id, product_id, dimension_id) do update set stock = ls.stock + excluded.stock
      returning location_id, product_id, dimension_id, stock),
    moved as (
      select location_id, product_id, dimension_id, stock, change from updated
      union all
      select i.location_id, i.product_id, i.dimension_id, i.stock, c.change
      from inserted i join c on ${sameRow('i', 'c')})
    insert into stock_movements (location_id, product_id, dimension_id, change, stock_after, kind, order_id, staff_id, reason)
    select location_id, product_id, dimension_id, change, stock, ${note.kind},
      ${note.orderId ?? null}::int, ${note.staffId ?? null}::int, ${note.reason ?? null}::text
    from moved`);
  await deriveCatalogueStock(tx, rows);
}

/**
 * The sellable-stock rule (decision 045): a product's or size's catalogue stock is its stock at the
 * active locations that ship; a sized product holds the sum of its sizes; availability follows.
 */
export async function deriveCatalogueStock(tx: Db, keys: readonly StockKey[]): Promise<void> {
  const shipped = (where: SQL) => sql`coalesce((select sum(ls.stock) from location_stock ls
    join stock_locations l on l.id = ls.location_id and l.ships and l.is_active where ${where}), 0)::int`;
  const whole = [...new Set(keys.filter((key) => key.dimensionId === null).map((key) => key.productId))];
  const sizes = [...new Set(keys.flatMap((key) => (key.dimensionId === null ? [] : [key.dimensionId])))];
  if (whole.length > 0) {
    const total = shipped(sql`ls.product_id = products.id and ls.dimension_id is null`);
    await tx.execute(sql`update products set stock = ${total}, availability = ${availabilityFor(total)}, updated_at = now()
      where id = any(${intArray(whole)})
        and not exists (select 1 from product_dimensions d where d.product_id = products.id)`);
  }
  if (sizes.length > 0) {
    await tx.execute(sql`update product_dimensions
      set stock = ${shipped(sql`ls.dimension_id = product_dimensions.id`)} where id = any(${intArray(sizes)})`);
    await refreshTotals(tx, [
      ...new Set(keys.filter((key) => key.dimensionId !== null).map((key) => key.productId)),
    ]);
  }
}

/** A product with sizes holds the sum of its sizes; its availability follows. */
export async function refreshTotals(tx: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const total = sql`(select coalesce(sum(d.stock), 0) from product_dimensions d where d.product_id = products.id)`;
  await tx.execute(sql`update products
    set stock = ${total}, availability = ${availabilityFor(total)}, updated_at = now()
    where products.id = any(${intArray(productIds)})`);
}
