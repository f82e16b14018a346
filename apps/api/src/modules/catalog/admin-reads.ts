import {
  type AdminProduct,
  type AdminProductList,
  type AdminProductQuery,
  centsToEuros,
  DimensionType,
  type Language,
  productThumbnailOf,
} from '@shop/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { priceHistory, productDimensions, productImages, products } from '../../db/schema/catalog.ts';
import type { ProductExtras, ProductWithRelations } from './product-dto.ts';
import { loadProductExtras } from './product-extras.ts';
import type { BrandNameSource } from './read-model/sources.ts';

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

const SORT_COLUMNS = {
  name: { el: sql`p.name_el`, en: sql`p.name_en` },
  code: { el: sql`p.code`, en: sql`p.code` },
  price: { el: sql`p.price_cents`, en: sql`p.price_cents` },
  stock: { el: sql`p.stock`, en: sql`p.stock` },
  updated: { el: sql`p.updated_at`, en: sql`p.updated_at` },
} as const;

interface ProductRowSql {
  id: number;
  code: string;
  barcode: string | null;
  eurl: string;
  name: string;
  manufacturer_id: number | null;
  price_cents: number;
  list_price_cents: number | null;
  stock: number;
  availability: number;
  is_published: boolean;
  image: string | null;
  updated_at: Date | string;
  total: number;
}

/**
 * One page of the staff product list: every product, published or not, searched by part of a
 * name in either language, a code or a barcode (its own or a size's), filtered and sorted on the
 * server. One query, the total counted with the page; the page's brand names are one more query
 * to the brands' owner (decision 006).
 */
export async function adminProductPage(
  db: Db,
  brands: Pick<BrandNameSource, 'namesByIds'>,
  query: AdminProductQuery,
  language: Language,
): Promise<AdminProductList> {
  const filters = [sql`true`];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(sql`(p.name_el ilike ${like} or p.name_en ilike ${like} or p.code ilike ${like}
      or p.barcode = ${query.q} or exists (select 1 from product_dimensions d
        where d.product_id = p.id and (d.barcode = ${query.q} or d.code ilike ${like})))`);
  }
  if (query.categoryId !== undefined) {
    filters.push(
      sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${query.categoryId})`,
    );
  }
  if (query.manufacturerId !== undefined) filters.push(sql`p.manufacturer_id = ${query.manufacturerId}`);
  if (query.statusId !== undefined) {
    filters.push(
      sql`exists (select 1 from product_statuses ps where ps.product_id = p.id and ps.status_id = ${query.statusId})`,
    );
  }
  if (query.published !== undefined) filters.push(sql`p.is_published = ${query.published === 'true'}`);
  const order = SORT_COLUMNS[query.sort][language];
  const direction = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const rows = await queryRows<ProductRowSql>(
    db,
    sql`select p.id, p.code, p.barcode, p.eurl, ${language === 'el' ? sql`p.name_el` : sql`p.name_en`} as name,
        p.manufacturer_id, p.price_cents, p.list_price_cents,
        p.stock, p.availability, p.is_published, p.updated_at,
        (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image,
        count(*) over ()::int as total
      from products p
      where ${sql.join(filters, sql` and `)}
      order by ${order} ${direction}, p.id ${direction}
      limit ${query.psize} offset ${(query.page - 1) * query.psize}`,
  );
  const brandIds = rows.flatMap((row) => (row.manufacturer_id === null ? [] : [row.manufacturer_id]));
  const brandNames = await brands.namesByIds([...new Set(brandIds)], language);
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      barcode: row.barcode,
      eurl: row.eurl,
      nm: row.name,
      brand: row.manufacturer_id === null ? null : (brandNames.get(row.manufacturer_id) ?? null),
      prc: centsToEuros(row.price_cents),
      lprc: euros(row.list_price_cents),
      stock: row.stock,
      availability: row.availability,
      isPublished: row.is_published,
      img: row.image === null ? null : productThumbnailOf(row.image),
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
    total: rows[0]?.total ?? (query.page === 1 ? 0 : await countProducts(db, filters)),
    page: query.page,
    psize: query.psize,
  };
}

/** The total of a page past the end (no row to carry it). */
async function countProducts(db: Db, filters: ReturnType<typeof sql>[]): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from products p where ${sql.join(filters, sql` and `)}`,
  );
  return row?.total ?? 0;
}

/**
 * A product as the back office edits it, published or not, with its latest prices and the Omnibus
 * reference; without them (`withHistory` false) for a snapshot inside a transaction, whose one
 * connection takes one query at a time.
 */
export async function adminProductById(
  db: Db,
  id: number,
  withHistory = true,
): Promise<AdminProduct | undefined> {
  const row: ProductWithRelations | undefined = await db.query.products.findFirst({
    where: eq(products.id, id),
    columns: { searchDoc: false, searchKey: false },
    with: {
      manufacturer: { columns: { searchKey: false } },
      images: { orderBy: [asc(productImages.position)] },
      dimensions: { orderBy: [asc(productDimensions.position), asc(productDimensions.id)] },
      categories: {
        columns: { isPrimary: true },
        with: { category: { columns: { id: true, nameEl: true, nameEn: true } } },
      },
      statuses: { columns: {}, with: { status: true } },
    },
  });
  if (!row) return undefined;
  const [extras, history] = withHistory
    ? await Promise.all([
        loadProductExtras(db, [row]),
        db
          .select()
          .from(priceHistory)
          .where(eq(priceHistory.productId, id))
          .orderBy(desc(priceHistory.validFrom), desc(priceHistory.id))
          .limit(30),
      ])
    : [new Map<number, ProductExtras>(), []];
  const primaryFirst = [...row.categories].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return {
    id: row.id,
    code: row.code,
    barcode: row.barcode,
    eurl: row.eurl,
    el: { nm: row.nameEl, sdsc: row.shortDescriptionEl, dsc: row.descriptionEl },
    en: { nm: row.nameEn, sdsc: row.shortDescriptionEn, dsc: row.descriptionEn },
    manufacturerId: row.manufacturerId,
    categoryIds: primaryFirst.map((link) => link.category.id),
    statusIds: row.statuses.map((link) => link.status.id),
    availability: row.availability,
    isPublished: row.isPublished,
    addDisabled: row.addDisabled,
    nonReturnable: row.nonReturnable,
    orderMaxQuantity: row.orderMaxQuantity,
    prc: centsToEuros(row.priceCents),
    lprc: euros(row.listPriceCents),
    rprc: euros(row.retailPriceCents),
    dscp: row.discountPercent,
    stock: row.stock,
    dimensions: row.dimensions.map((dimension) => {
      const colour = dimension.dimensionType === DimensionType.Color;
      return {
        id: dimension.id,
        type: colour ? ('Color' as const) : ('Size' as const),
        code: dimension.code,
        barcode: dimension.barcode,
        el: { tx: (colour ? dimension.colorTextEl : dimension.sizeTextEl) ?? '' },
        en: { tx: (colour ? dimension.colorTextEn : dimension.sizeTextEn) ?? '' },
        colorValue: dimension.colorValue,
        prc: euros(dimension.priceCents),
        lprc: euros(dimension.listPriceCents),
        stock: dimension.stock,
      };
    }),
    images: row.images.map((image) => ({
      id: image.id,
      url: image.url,
      thumb: productThumbnailOf(image.url),
      position: image.position,
      altEl: image.altEl,
      altEn: image.altEn,
    })),
    priceHistory: history.map((change) => ({
      prc: centsToEuros(change.priceCents),
      dimensionId: change.dimensionId,
      at: change.validFrom.toISOString(),
    })),
    lowest30: euros(extras.get(row.id)?.lowestPriorCents ?? null),
    updatedAt: row.updatedAt.toISOString(),
  };
}
