import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../client.ts';
import { products } from '../schema/index.ts';
import { seedAppointmentsDemo } from './appointments-demo.ts';
import { seedCheckoutDemo } from './checkout-demo.ts';
import { seedContentDemo } from './content-demo.ts';
import { seedContentPagesDemo } from './content-pages-demo.ts';
import { seedEventsDemo } from './events-demo.ts';
import { generateCatalogue } from './generator.ts';
import { insertCatalogue } from './insert-catalogue.ts';
import { seedInventoryDemo } from './inventory-demo.ts';
import { seedMerchandisingDemo } from './merchandising-demo.ts';
import { seedNavigationDemo } from './navigation-demo.ts';
import { seedPricingDemo } from './pricing-demo.ts';

export const DEMO_PRODUCT_COUNT = 320;

/**
 * Loads the demo shop on the first start, when the database has no products; a demo database from
 * before the checkout's reference data or the content existed gets them on its next start.
 */
export async function seedDemoIfEmpty(db: Db, mediaDir: string, log: Pick<Logger, 'info'>): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if ((row?.count ?? 0) > 0) {
    await seedCheckoutDemo(db);
    await seedInventoryDemo(db);
    await seedAppointmentsDemo(db);
    await seedContentDemo(db, mediaDir);
    await seedContentPagesDemo(db);
    await seedMerchandisingDemo(db, mediaDir);
    await seedEventsDemo(db, mediaDir);
    await seedNavigationDemo(db);
    return false;
  }
  const started = performance.now();
  await insertCatalogue(db, mediaDir, generateCatalogue(DEMO_PRODUCT_COUNT));
  await seedPricingDemo(db);
  await seedCheckoutDemo(db);
  await seedInventoryDemo(db);
  await seedAppointmentsDemo(db);
  await seedContentDemo(db, mediaDir);
  await seedContentPagesDemo(db);
  await seedMerchandisingDemo(db, mediaDir);
  await seedEventsDemo(db, mediaDir);
  await seedNavigationDemo(db);
  log.info(
    { products: DEMO_PRODUCT_COUNT, ms: Math.round(performance.now() - started) },
    'demo catalogue loaded',
  );
  return true;
}
