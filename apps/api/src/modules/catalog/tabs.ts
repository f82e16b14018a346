import type { Language, ProductTab } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client.ts';
import { productTabs } from '../../db/schema/catalog.ts';
import { localized } from '../../lib/localized.ts';

/** Extra tabs of a product page (usage, ingredients …), their HTML sanitised. */
export async function tabsOf(db: Db, productId: number, language: Language): Promise<ProductTab[]> {
  const rows = await db
    .select()
    .from(productTabs)
    .where(eq(productTabs.productId, productId))
    .orderBy(asc(productTabs.position), asc(productTabs.id));
  return rows.map((row) => ({
    id: row.id,
    tl: localized(language, row.titleEl, row.titleEn),
    ds: sanitizeHtml(localized(language, row.contentEl, row.contentEn)),
  }));
}
