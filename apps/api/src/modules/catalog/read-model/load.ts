import { type Language, type Product, productSchema } from '@shop/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { productDimensions, productImages, products } from '../../../db/schema/catalog.ts';
import { intArray } from '../../../db/sql.ts';
import type { CategoryService } from '../../categories/service.ts';
import { type ProductWithRelations, toProductDto } from '../product-dto.ts';
import { loadProductExtras } from '../product-extras.ts';
import type { LateSources, LocalNames, PolicyEntry } from './sources.ts';

const LANGUAGES: readonly Language[] = ['el', 'en'];
/** Products read per relational query while building: bounded parameters and result sizes. */
const CHUNK = 2_500;

/** One published product as the read model holds it: its answers and the values listings ask about. */
export interface ProductEntry {
  id: number;
  eurl: string;
  code: string;
  barcode: string | null;
  dto: Record<Language, Product>;
  /** The DTO as the routes' serializer writes it, so a product page is one string. */
  json: Record<Language, string>;
  manufacturerId: number | null;
  effectivePriceCents: number;
  availability: number;
  ratingAverage: number;
  ratingCount: number;
  discountRate: number;
  stock: number;
  /** Microseconds since the epoch, as exact as the database's timestamps. */
  createdAt: number;
  releaseDate: number | null;
  nameEl: string;
  nameEn: string;
  categoryIds: number[];
  statusIds: number[];
}

const productRelations = {
  manufacturer: { columns: { searchKey: false as const } },
  images: { orderBy: [asc(productImages.position)] },
  dimensions: { orderBy: [asc(productDimensions.position), asc(productDimensions.id)] },
  categories: {
    columns: { isPrimary: true as const },
    with: { category: { columns: { id: true as const, nameEl: true as const, nameEn: true as const } } },
  },
  statuses: { columns: {}, with: { status: true as const } },
};

interface TimeRow {
  id: number;
  created_us: string;
  release_us: string | null;
}

/**
 * The published products among `ids` with their answers in both languages (every published
 * product for `all`). Unpublished or unknown ids are absent from the result.
 */
export async function loadEntries(
  db: Db,
  categories: CategoryService,
  ids: number[] | 'all',
): Promise<ProductEntry[]> {
  const chunks: (number[] | 'all')[] = [];
  if (ids === 'all') {
    const all = await queryRows<{ id: number }>(
      db,
      sql`select id from products where is_published order by id`,
    );
    for (let index = 0; index < all.length; index += CHUNK)
      chunks.push(all.slice(index, index + CHUNK).map((row) => row.id));
  } else {
    for (let index = 0; index < ids.length; index += CHUNK) chunks.push(ids.slice(index, index + CHUNK));
  }
  const parts = await Promise.all(
    chunks.map((chunk) => (chunk === 'all' ? [] : loadChunk(db, categories, chunk))),
  );
  return parts.flat();
}

async function loadChunk(db: Db, categories: CategoryService, ids: number[]): Promise<ProductEntry[]> {
  const rows = (await db.query.products.findMany({
    where: and(sql`${products.id} = any(${intArray(ids)})`, eq(products.isPublished, true)),
    columns: { searchDoc: false, searchKey: false },
    with: productRelations,
  })) as ProductWithRelations[];
  if (rows.length === 0) return [];
  const primaryCategoryOf = (row: ProductWithRelations) =>
    (row.categories.find((link) => link.isPrimary) ?? row.categories[0])?.category.id;
  const leaves = rows.map(primaryCategoryOf).filter((id): id is number => id !== undefined);
  const [trailsEl, trailsEn, extras, times] = await Promise.all([
    categories.trails(leaves, 'el'),
    categories.trails(leaves, 'en'),
    loadProductExtras(db, rows),
    // Timestamps to the microsecond: listings sort on them and a JavaScript date keeps milliseconds.
    queryRows<TimeRow>(
      db,
      sql`select id, (extract(epoch from created_at) * 1000000)::bigint::text as created_us,
          (extract(epoch from release_date) * 1000000)::bigint::text as release_us
        from products where id = any(${intArray(rows.map((row) => row.id))})`,
    ),
  ]);
  const timeOf = new Map(times.map((row) => [row.id, row]));
  const trails = { el: trailsEl, en: trailsEn };
  return rows.map((row) => {
    const primary = primaryCategoryOf(row);
    const dto = {} as Record<Language, Product>;
    const json = {} as Record<Language, string>;
    for (const language of LANGUAGES) {
      dto[language] = toProductDto(
        row,
        language,
        primary === undefined ? [] : (trails[language].get(primary) ?? []),
        extras.get(row.id),
      );
      // What the routes' serializer sends: the schema's parse, then JSON.
      json[language] = JSON.stringify(productSchema.parse(dto[language]));
    }
    const time = timeOf.get(row.id);
    return {
      id: row.id,
      eurl: row.eurl,
      code: row.code,
      barcode: row.barcode,
      dto,
      json,
      manufacturerId: row.manufacturerId,
      effectivePriceCents: row.effectivePriceCents ?? row.priceCents,
      availability: row.availability,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      discountRate: row.discountRate ?? 0,
      stock: row.stock,
      createdAt: Number(time?.created_us ?? 0),
      releaseDate: time?.release_us == null ? null : Number(time.release_us),
      nameEl: row.nameEl,
      nameEn: row.nameEn,
      categoryIds: row.categories.map((link) => link.category.id),
      statusIds: row.statuses.map(({ status }) => status.id),
    };
  });
}

/** Each published product's place when sorted by lower-case name, in the database's collation. */
export async function nameRanks(db: Db): Promise<Record<Language, Map<number, number>>> {
  const rows = await queryRows<{ id: number; el: number; en: number }>(
    db,
    sql`select id, dense_rank() over (order by lower(name_el))::int as el,
        dense_rank() over (order by lower(name_en))::int as en
      from products where is_published`,
  );
  return {
    el: new Map(rows.map((row) => [row.id, row.el])),
    en: new Map(rows.map((row) => [row.id, row.en])),
  };
}

/** Names of what facets show, by id. */
export interface Dictionaries {
  categories: LocalNames;
  manufacturers: LocalNames;
  statuses: LocalNames;
  policies: PolicyEntry[];
}

/**
 * The facets' names and the promotion policies with their members: small tables, read whole,
 * each from its owner (decision 006); the statuses are the catalogue's own.
 */
export async function loadDictionaries(
  db: Db,
  categories: CategoryService,
  sources: LateSources,
): Promise<Dictionaries> {
  const [tree, brandNames, statuses, policies] = await Promise.all([
    // Read again after every change applied: the categories service's tree in memory with it.
    categories.refresh(),
    sources.brands.allNames(),
    queryRows<{ id: number; name_el: string; name_en: string }>(
      db,
      sql`select id, name_el, name_en from statuses`,
    ),
    sources.promotions.policies(),
  ]);
  return {
    categories: tree.names,
    manufacturers: brandNames,
    statuses: new Map(statuses.map((row) => [row.id, { el: row.name_el, en: row.name_en }])),
    policies,
  };
}
