import type { Product } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { answerOf } from './read-model/load.ts';
import type { CatalogService } from './service.ts';

/** A published product as the product page answers it, with what a price-comparison feed adds. */
export interface PublishedProduct {
  /** The Greek answer of the product page (`/products/:eurl`), prices and availability included. */
  dto: Product;
  /** The categories it is placed in directly. */
  categoryIds: number[];
  /** VAT rate class of the product (`VAT_RATES`). */
  taxClass: number;
  /** Each size's own barcode, by size id. */
  sizeBarcodes: Map<number, string | null>;
}

/**
 * Every published product, in id order, a batch at a time: the answers come from the read model
 * the product pages are served from, so a feed says what the pages say; a batch is all that is
 * held at once beyond the model itself.
 */
export async function* publishedProducts(
  catalog: CatalogService,
  db: Db,
  batchSize = 200,
): AsyncGenerator<PublishedProduct[]> {
  await catalog.model.ready();
  const ids = catalog.model.publishedIds();
  for (let start = 0; start < ids.length; start += batchSize) {
    const entries = ids.slice(start, start + batchSize).flatMap((id) => catalog.model.product(id) ?? []);
    const answers = entries.map((entry) => ({ entry, dto: answerOf(entry, 'el') }));
    const sized = answers.filter(({ dto }) => dto.dimensions.length > 0).map(({ entry }) => entry.id);
    const barcodes =
      sized.length === 0
        ? []
        : await queryRows<{ id: number; barcode: string | null }>(
            db,
            sql`select id, barcode from product_dimensions where product_id = any(${intArray(sized)})`,
          );
    const sizeBarcodes = new Map(barcodes.map((row) => [row.id, row.barcode]));
    yield answers.map(({ entry, dto }) => ({
      dto,
      categoryIds: entry.categoryIds,
      taxClass: entry.pricing.taxClass,
      sizeBarcodes,
    }));
  }
}

/**
 * The newest committed catalogue version and when it committed: what a copy made from the
 * catalogue is named by. Versions older than a day are removed (decision 030), so a catalogue
 * untouched for that long answers version 0 and no time.
 */
export async function catalogueVersion(db: Db): Promise<{ version: number; changedAt: Date | null }> {
  const [row] = await queryRows<{ version: string | null; changed_at: Date | string | null }>(
    db,
    sql`select max(version)::text as version, max(changed_at) as changed_at from catalog_changes`,
  );
  return { version: Number(row?.version ?? 0), changedAt: row?.changed_at ? new Date(row.changed_at) : null };
}
