import { effectivePrice, type Language, type PricingProduct } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productCategories, productDimensions, products } from '../../db/schema/catalog.ts';
import { localized } from '../../lib/localized.ts';

// Prepared once: a cart's queries are planned by PostgreSQL on first use, not on every cart.
// Sizes and categories come along as arrays; the outer id is spelled out because drizzle writes
// a selected table's column unqualified, which the subquery's own table would capture.
export function preparePricingProductsQuery(db: Db) {
  return db
    .select({
      id: products.id,
      nameEl: products.nameEl,
      nameEn: products.nameEn,
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
      dimensions: sql<
        [number, number | null, number | null][]
      >`coalesce((select json_agg(json_build_array(d.id, d.price_cents, d.list_price_cents)) from ${productDimensions} d where d.product_id = "products"."id"), '[]')`,
    })
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, eq(products.isPublished, true)))
    .prepare('pricing_products');
}

type PricingProductRow = Awaited<
  ReturnType<ReturnType<typeof preparePricingProductsQuery>['execute']>
>[number];

/** A product at its current (effective) prices, sizes included, as the pricing engine reads it. */
export function toPricingProduct(row: PricingProductRow, language: Language): PricingProduct {
  const listCents = row.listPriceCents ?? 0;
  return {
    id: row.id,
    name: localized(language, row.nameEl, row.nameEn),
    // The same effective price the product page shows (spec 000 §9), sizes included.
    unitPriceCents: effectivePrice(row.priceCents, listCents, row.discountPercent),
    taxClass: row.taxClass,
    productType: row.productType,
    manufacturerId: row.manufacturerId,
    categoryIds: row.categoryIds,
    dimensions: row.dimensions.map(([id, priceCents, dimensionListCents]) => {
      const dimensionList = dimensionListCents ?? (priceCents === null ? listCents : 0);
      return {
        id,
        unitPriceCents: effectivePrice(priceCents ?? row.priceCents, dimensionList, row.discountPercent),
      };
    }),
    inStock: row.stock > 0,
  };
}
