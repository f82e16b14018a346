import type { SitemapEntries } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Slug and last change (UTC date) of every published product, for the sitemap. */
export function sitemapProducts(db: Db): Promise<SitemapEntries['products']> {
  return queryRows<{ eurl: string; lastmod: string }>(
    db,
    sql`select eurl, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod
      from products where is_published order by id`,
  );
}
