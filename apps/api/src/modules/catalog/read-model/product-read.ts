import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { intArray } from '../../../db/sql.ts';
import type { DimensionSource, ProductSource } from '../product-dto.ts';
import type { LocalNames } from './sources.ts';

/** A product as the flat query reads it: its columns, and its small lists as arrays. */
interface FlatProductRow {
  id: number;
  code: string;
  barcode: string | null;
  eurl: string;
  name_el: string;
  name_en: string;
  short_description_el: string | null;
  short_description_en: string | null;
  description_el: string | null;
  description_en: string | null;
  product_type: number;
  manufacturer_id: number | null;
  availability: number;
  stock: number;
  order_max_quantity: number | null;
  add_disabled: boolean;
  non_returnable: boolean;
  price_cents: number;
  list_price_cents: number | null;
  retail_price_cents: number | null;
  /** `numeric` columns arrive as text (PGlite may answer numbers): read as the schema's number mode does. */
  discount_percent: string | number;
  net_quantity: string | number | null;
  net_unit: string | null;
  rating_average: string | number;
  rating_count: number;
  effective_price_cents: number | null;
  discount_rate: number | null;
  tax_class: number;
  created_us: string;
  release_us: string | null;
  images: string[];
  category_ids: number[] | null;
  category_primary: boolean[] | null;
  status_ids: number[] | null;
}

interface FlatDimensionRow {
  id: number;
  product_id: number;
  size_text_el: string | null;
  size_text_en: string | null;
  color_text_el: string | null;
  color_text_en: string | null;
  color_value: string | null;
  image: string | null;
  stock: number;
  price_cents: number | null;
  list_price_cents: number | null;
}

export type StatusRow = ProductSource['statuses'][number]['status'];

/** The names a product's answer shows, from their owners (decision 006) and the statuses. */
export interface ProductNames {
  categories: LocalNames;
  manufacturers: LocalNames;
  statusRows: ReadonlyMap<number, StatusRow>;
}

/**
 * One flat query for the products (a relational query built and mapped nested JSON per row, most
 * of a start-up's CPU) and one for their sizes; the lists come as arrays in the product's row, in
 * a fixed order (categories and statuses by id, as the relational query's index scans gave them).
 * Brand and category names are the owners' (`names`, read whole with the model's dictionaries).
 */
export async function readProductSources(
  db: Db,
  ids: number[],
  names: ProductNames,
): Promise<{ source: ProductSource; createdUs: string; releaseUs: string | null }[]> {
  const [rows, dimensionRows] = await Promise.all([
    queryRows<FlatProductRow>(
      db,
      sql`select p.id, p.code, p.barcode, p.eurl, p.name_el, p.name_en, p.short_description_el,
          p.short_description_en, p.description_el, p.description_en, p.product_type, p.manufacturer_id,
          p.availability, p.stock, p.order_max_quantity, p.add_disabled, p.non_returnable, p.price_cents, p.list_price_cents,
          p.retail_price_cents, p.discount_percent, p.net_quantity, p.net_unit, p.rating_average,
          p.rating_count, p.effective_price_cents, p.discount_rate, p.tax_class,
          (extract(epoch from p.created_at) * 1000000)::bigint::text as created_us,
          (extract(epoch from p.release_date) * 1000000)::bigint::text as release_us,
          array(select i.url from product_images i where i.product_id = p.id order by i.position) as images,
          k.ids as category_ids, k.is_primary as category_primary,
          array(select s.status_id from product_statuses s where s.product_id = p.id order by s.status_id)
            as status_ids
        from products p
        left join lateral (
          select array_agg(pc.category_id order by pc.category_id) as ids,
            array_agg(pc.is_primary order by pc.category_id) as is_primary
          from product_categories pc where pc.product_id = p.id
        ) k on true
        where p.id = any(${intArray(ids)}) and p.is_published
        order by p.id`,
    ),
    queryRows<FlatDimensionRow>(
      db,
      sql`select d.id, d.product_id, d.size_text_el, d.size_text_en, d.color_text_el, d.color_text_en,
          d.color_value, d.image, d.stock, d.price_cents, d.list_price_cents
        from product_dimensions d where d.product_id = any(${intArray(ids)})
        order by d.product_id, d.position, d.id`,
    ),
  ]);
  const dimensionsOf = new Map<number, DimensionSource[]>();
  for (const row of dimensionRows) {
    const dimension: DimensionSource = {
      id: row.id,
      sizeTextEl: row.size_text_el,
      sizeTextEn: row.size_text_en,
      colorTextEl: row.color_text_el,
      colorTextEn: row.color_text_en,
      colorValue: row.color_value,
      image: row.image,
      stock: row.stock,
      priceCents: row.price_cents,
      listPriceCents: row.list_price_cents,
    };
    const list = dimensionsOf.get(row.product_id);
    if (list) list.push(dimension);
    else dimensionsOf.set(row.product_id, [dimension]);
  }
  return rows.map((row) => {
    const categoryIds = row.category_ids ?? [];
    const brand = row.manufacturer_id === null ? undefined : names.manufacturers.get(row.manufacturer_id);
    const source: ProductSource = {
      id: row.id,
      code: row.code,
      barcode: row.barcode,
      eurl: row.eurl,
      nameEl: row.name_el,
      nameEn: row.name_en,
      shortDescriptionEl: row.short_description_el,
      shortDescriptionEn: row.short_description_en,
      descriptionEl: row.description_el,
      descriptionEn: row.description_en,
      productType: row.product_type,
      taxClass: row.tax_class,
      manufacturerId: row.manufacturer_id,
      availability: row.availability,
      stock: row.stock,
      orderMaxQuantity: row.order_max_quantity,
      addDisabled: row.add_disabled,
      nonReturnable: row.non_returnable,
      priceCents: row.price_cents,
      listPriceCents: row.list_price_cents,
      retailPriceCents: row.retail_price_cents,
      discountPercent: Number(row.discount_percent),
      netQuantity: row.net_quantity === null ? null : Number(row.net_quantity),
      netUnit: row.net_unit,
      ratingAverage: Number(row.rating_average),
      ratingCount: row.rating_count,
      effectivePriceCents: row.effective_price_cents,
      discountRate: row.discount_rate,
      manufacturer: brand ? { nameEl: brand.el, nameEn: brand.en } : null,
      images: row.images.map((url) => ({ url })),
      dimensions: dimensionsOf.get(row.id) ?? [],
      categories: categoryIds.flatMap((id, index) => {
        const name = names.categories.get(id);
        return name
          ? [
              {
                isPrimary: row.category_primary?.[index] ?? false,
                category: { id, nameEl: name.el, nameEn: name.en },
              },
            ]
          : [];
      }),
      statuses: (row.status_ids ?? []).flatMap((id) => {
        const status = names.statusRows.get(id);
        return status ? [{ status }] : [];
      }),
    };
    return { source, createdUs: row.created_us, releaseUs: row.release_us };
  });
}
