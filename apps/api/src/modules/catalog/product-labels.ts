import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';

/** What a mail about a product names: the product and its sizes in both languages, and its slug. */
export interface ProductLabel {
  id: number;
  nameEl: string;
  nameEn: string;
  eurl: string;
  sizes: { id: number; labelEl: string | null; labelEn: string | null }[];
}

/** Published products' names, slugs and size labels; unknown or unpublished ids are absent. */
export async function productLabels(db: Db, ids: number[]): Promise<Map<number, ProductLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    name_el: string;
    name_en: string;
    eurl: string;
    sizes: [number, string | null, string | null][];
  }>(
    db,
    sql`select p.id, p.name_el, p.name_en, p.eurl,
        coalesce((select json_agg(json_build_array(d.id, coalesce(d.size_text_el, d.color_text_el),
          coalesce(d.size_text_en, d.color_text_en)) order by d.id)
          from product_dimensions d where d.product_id = p.id), '[]') as sizes
      from products p where p.id = any(${intArray(ids)}) and p.is_published`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        nameEl: row.name_el,
        nameEn: row.name_en,
        eurl: row.eurl,
        sizes: row.sizes.map(([id, labelEl, labelEn]) => ({ id, labelEl, labelEn })),
      },
    ]),
  );
}
