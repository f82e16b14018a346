import { effectivePrice, type Language, type PricingDimension, type PricingProduct } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productCategories, productDimensions, productImages, products } from '../../db/schema/catalog.ts';
import { localized, localizedOrAny } from '../../lib/localized.ts';
import type { ProductSource } from './product-dto.ts';
import { answerOf, type ProductEntry } from './read-model/load.ts';

/**
 * A product as the pricing engine reads it, with what an order line keeps of it besides (its url,
 * first image and size names), so that placing an order reads its products once.
 */
export interface CatalogPricingProduct extends PricingProduct {
  eurl: string;
  image: string | null;
  dimensions: readonly (PricingDimension & { name: string })[];
}

// Prepared once: a cart's queries are planned by PostgreSQL on first use, not on every cart.
// Sizes and categories come along as arrays; the outer id is spelled out because drizzle writes
// a selected table's column unqualified, which the subquery's own table would capture.
export function preparePricingProductsQuery(db: Db) {
  return db
    .select({
      id: products.id,
      nameEl: products.nameEl,
      nameEn: products.nameEn,
      eurl: products.eurl,
      priceCents: products.priceCents,
      listPriceCents: products.listPriceCents,
      discountPercent: products.discountPercent,
      taxClass: products.taxClass,
      productType: products.productType,
      manufacturerId: products.manufacturerId,
      stock: products.stock,
      categoryIds: sql<
        number[]
      >`coalesce((select array_agg(c.category_id) from ${productCategories} c where c.product_id = "products"."id"), '{}')`,
      image: sql<
        string | null
      >`(select i.url from ${productImages} i where i.product_id = "products"."id" order by i.position limit 1)`,
      dimensions: sql<
        DimensionCells[]
      >`coalesce((select json_agg(json_build_array(d.id, d.price_cents, d.list_price_cents, d.size_text_el, d.size_text_en, d.color_text_el, d.color_text_en)) from ${productDimensions} d where d.product_id = "products"."id"), '[]')`,
    })
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, eq(products.isPublished, true)))
    .prepare('pricing_products');
}

/** A size's id, price, list price, size text (el, en) and colour text (el, en). */
type DimensionCells = [
  number,
  number | null,
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

/** The size's name as the product page shows it: its size text, else its colour, in the language. */
function dimensionName(language: Language, cells: DimensionCells): string {
  const [, , , sizeEl, sizeEn, colorEl, colorEn] = cells;
  return localizedOrAny(language, sizeEl, sizeEn) ?? localizedOrAny(language, colorEl, colorEn) ?? '';
}

type PricingProductRow = Awaited<
  ReturnType<ReturnType<typeof preparePricingProductsQuery>['execute']>
>[number];

/** A product at its current (effective) prices, sizes included, as the pricing engine reads it. */
export function toPricingProduct(row: PricingProductRow, language: Language): CatalogPricingProduct {
  const listCents = row.listPriceCents ?? 0;
  return {
    id: row.id,
    name: localized(language, row.nameEl, row.nameEn),
    eurl: row.eurl,
    image: row.image,
    // The same effective price the product page shows (spec 000 §9), sizes included.
    unitPriceCents: effectivePrice(row.priceCents, listCents, row.discountPercent),
    taxClass: row.taxClass,
    productType: row.productType,
    manufacturerId: row.manufacturerId,
    categoryIds: row.categoryIds,
    dimensions: row.dimensions.map((cells) => {
      const [id, priceCents, dimensionListCents] = cells;
      const dimensionList = dimensionListCents ?? (priceCents === null ? listCents : 0);
      return {
        id,
        name: dimensionName(language, cells),
        unitPriceCents: effectivePrice(priceCents ?? row.priceCents, dimensionList, row.discountPercent),
      };
    }),
    inStock: row.stock > 0,
  };
}

/**
 * The same product from the read model's entry (a cart's totals; order placement prices from the
 * committed rows): names are the answer's, prices the stored ones through the same rules.
 */
export function pricingProductOf(entry: ProductEntry, language: Language): CatalogPricingProduct {
  const { pricing } = entry;
  const dto = answerOf(entry, language);
  const listCents = pricing.listPriceCents ?? 0;
  return {
    id: entry.id,
    name: dto.nm,
    eurl: entry.eurl,
    image: dto.images[0] ?? null,
    unitPriceCents: effectivePrice(pricing.priceCents, listCents, pricing.discountPercent),
    taxClass: pricing.taxClass,
    productType: pricing.productType,
    manufacturerId: entry.manufacturerId,
    categoryIds: entry.categoryIds,
    dimensions: pricing.dimensions.map((dimension, index) => {
      const dimensionList = dimension.listPriceCents ?? (dimension.priceCents === null ? listCents : 0);
      return {
        id: dimension.id,
        name: dto.dimensions[index]?.nm ?? '',
        unitPriceCents: effectivePrice(
          dimension.priceCents ?? pricing.priceCents,
          dimensionList,
          pricing.discountPercent,
        ),
      };
    }),
    inStock: entry.stock > 0,
  };
}

/**
 * The same product from the rows a product's answer is built from: the answer shows what the engine
 * makes of it (`unitOffer`), by the rules the cart prices it with.
 */
export function sourcePricingProduct(
  row: Omit<ProductSource, 'manufacturer' | 'images' | 'statuses'>,
): PricingProduct & { dimensions: PricingDimension[] } {
  const listCents = row.listPriceCents ?? 0;
  return {
    id: row.id,
    name: row.nameEl,
    unitPriceCents: effectivePrice(row.priceCents, listCents, row.discountPercent),
    taxClass: row.taxClass,
    productType: row.productType,
    manufacturerId: row.manufacturerId,
    categoryIds: row.categories.map((link) => link.category.id),
    dimensions: row.dimensions.map((dimension) => {
      const dimensionList = dimension.listPriceCents ?? (dimension.priceCents === null ? listCents : 0);
      return {
        id: dimension.id,
        unitPriceCents: effectivePrice(
          dimension.priceCents ?? row.priceCents,
          dimensionList,
          row.discountPercent,
        ),
      };
    }),
    inStock: row.stock > 0,
  };
}
