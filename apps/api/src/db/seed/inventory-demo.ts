import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { takeawayStores } from '../schema/checkout-options.ts';
import { stockLocations } from '../schema/inventory.ts';

/** Units each store holds of the demo's first products without sizes: Lamia more, Larissa fewer. */
const STORE_STOCK = { lamia: 3, larissa: 1 } as const;
const STOCKED_PRODUCTS = 40;

/**
 * The demo's stores as stock locations (decision 045): Lamia and Larissa hand over their pickup
 * orders, do not ship, and receive a transfer in 2 days; each holds a few units of the first
 * products without sizes. Products never located get their catalogue stock in the web warehouse
 * first (the opening stock), so the stores' rows do not hide it. Runs once, after the checkout's
 * stores exist.
 */
export async function seedInventoryDemo(db: Db): Promise<void> {
  const [known] = await db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(eq(stockLocations.code, 'lamia'));
  if (known) return;
  await db.execute(sql`insert into location_stock (location_id, product_id, dimension_id, stock)
    select l.id, p.id, null, greatest(p.stock, 0) from products p, stock_locations l
    where l.is_primary and not exists (select 1 from product_dimensions d where d.product_id = p.id)
    union all
    select l.id, d.product_id, d.id, greatest(d.stock, 0) from product_dimensions d, stock_locations l where l.is_primary
    on conflict do nothing`);
  const stores = await db.select({ id: takeawayStores.id, code: takeawayStores.code }).from(takeawayStores);
  const storeId = (code: string) => stores.find((store) => store.code === code)?.id ?? null;
  const locations = await db
    .insert(stockLocations)
    .values([
      {
        code: 'lamia',
        nameEl: 'Φαρμακείο Λαμίας',
        nameEn: 'Lamia pharmacy',
        takeawayStoreId: storeId('lamia'),
        transferDays: 2,
        position: 1,
      },
      {
        code: 'larissa',
        nameEl: 'Φαρμακείο Λάρισας',
        nameEn: 'Larissa pharmacy',
        takeawayStoreId: storeId('larissa'),
        transferDays: 2,
        position: 2,
      },
    ])
    .returning({ id: stockLocations.id, code: stockLocations.code });
  for (const location of locations) {
    const units = STORE_STOCK[location.code as keyof typeof STORE_STOCK];
    await db.execute(sql`with stocked as (
        insert into location_stock (location_id, product_id, dimension_id, stock)
        select ${location.id}, p.id, null, ${units} from products p
        where p.product_type <> 1 and not exists (select 1 from product_dimensions d where d.product_id = p.id)
        order by p.id limit ${STOCKED_PRODUCTS}
        returning location_id, product_id, stock)
      insert into stock_movements (location_id, product_id, change, stock_after, kind, reason)
      select location_id, product_id, stock, stock, 'adjustment', 'demo stock' from stocked`);
  }
}
