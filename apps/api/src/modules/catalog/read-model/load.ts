import type { Language, PricingPolicy, Product } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import type { CategoryService } from '../../categories/index.ts';
import { type ProductSource, toProductDto } from '../product-dto.ts';
import { loadProductExtras } from '../product-extras.ts';
import { readProductSources, type StatusRow } from './product-read.ts';
import type { LateSources, LocalNames, PolicyEntry } from './sources.ts';

const LANGUAGES: readonly Language[] = ['el', 'en'];
/** Products read per query while building: bounded parameters and result sizes, chunks in parallel. */
const CHUNK = 2_500;

/** One published product as the read model holds it: its answers and the values listings ask about. */
export interface ProductEntry {
  id: number;
  eurl: string;
  code: string;
  barcode: string | null;
  /**
   * The product's answer in each language as the routes' serializer writes it, in UTF-8: a product
   * page is this buffer as it is, a listing these buffers joined. Only the text is kept, outside
   * V8's heap: the answer as objects was 4.7 KB of heap a product and work for every major
   * collection (issue 32). A service that needs the objects reads them from it (`answerOf`).
   */
  json: Record<Language, Buffer>;
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
  /** What a cart's pricing reads beyond the answer (`pricingProductOf`): prices as stored, cents. */
  pricing: EntryPricing;
  /** The promotions the product takes part in, as the engine prices one unit of it (`unitOffer`). */
  policies: PricingPolicy[];
}

/** A product's stored prices and tax class, and each size's, in the answer's size order. */
export interface EntryPricing {
  priceCents: number;
  listPriceCents: number | null;
  discountPercent: number;
  taxClass: number;
  productType: number;
  dimensions: { id: number; priceCents: number | null; listPriceCents: number | null }[];
}

/**
 * The published products among `ids` with their answers in both languages (every published
 * product for `all`). Unpublished or unknown ids are absent from the result.
 */
export async function loadEntries(
  db: Db,
  categories: CategoryService,
  ids: number[] | 'all',
  names: Dictionaries,
): Promise<ProductEntry[]> {
  const chunks: number[][] = [];
  let list = ids;
  if (list === 'all') {
    const all = await queryRows<{ id: number }>(
      db,
      sql`select id from products where is_published order by id`,
    );
    list = all.map((row) => row.id);
  }
  for (let index = 0; index < list.length; index += CHUNK) chunks.push(list.slice(index, index + CHUNK));
  const parts = await Promise.all(chunks.map((chunk) => loadChunk(db, categories, chunk, names)));
  return parts.flat();
}

async function loadChunk(
  db: Db,
  categories: CategoryService,
  ids: number[],
  names: Dictionaries,
): Promise<ProductEntry[]> {
  const read = await readProductSources(db, ids, names);
  if (read.length === 0) return [];
  const primaryCategoryOf = (row: ProductSource) =>
    (row.categories.find((link) => link.isPrimary) ?? row.categories[0])?.category.id;
  const rows = read.map((item) => item.source);
  const leaves = rows.map(primaryCategoryOf).filter((id): id is number => id !== undefined);
  const [trailsEl, trailsEn, extras] = await Promise.all([
    categories.trails(leaves, 'el'),
    categories.trails(leaves, 'en'),
    loadProductExtras(db, rows),
  ]);
  const trails = { el: trailsEl, en: trailsEn };
  return read.map(({ source: row, createdUs, releaseUs }) => {
    const primary = primaryCategoryOf(row);
    const json = {} as Record<Language, Buffer>;
    for (const language of LANGUAGES) {
      const dto = toProductDto(
        row,
        language,
        primary === undefined ? [] : (trails[language].get(primary) ?? []),
        extras.get(row.id),
      );
      json[language] = Buffer.from(JSON.stringify(dto));
    }
    return {
      id: row.id,
      eurl: row.eurl,
      code: row.code,
      barcode: row.barcode,
      json,
      manufacturerId: row.manufacturerId,
      effectivePriceCents: row.effectivePriceCents ?? row.priceCents,
      availability: row.availability,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      discountRate: row.discountRate ?? 0,
      stock: row.stock,
      // Microseconds: listings sort on them and a JavaScript date keeps milliseconds.
      createdAt: Number(createdUs),
      releaseDate: releaseUs === null ? null : Number(releaseUs),
      nameEl: row.nameEl,
      nameEn: row.nameEn,
      categoryIds: row.categories.map((link) => link.category.id),
      statusIds: row.statuses.map(({ status }) => status.id),
      pricing: {
        priceCents: row.priceCents,
        listPriceCents: row.listPriceCents,
        discountPercent: row.discountPercent,
        taxClass: row.taxClass,
        productType: row.productType,
        dimensions: row.dimensions.map(({ id, priceCents, listPriceCents }) => ({
          id,
          priceCents,
          listPriceCents,
        })),
      },
      policies: extras.get(row.id)?.pricingPolicies ?? [],
    };
  });
}

/**
 * The product's answer as objects, read from its JSON: for the services that work with a product's
 * fields (carts, wishlists, feeds); pages send the JSON itself. The DTO is built in the schema's
 * key order with its values' types, so its JSON is what the routes' serializer (the schema's parse,
 * then JSON) writes, and reading it back gives the same answer (load.test.ts holds both).
 */
export function answerOf(entry: ProductEntry, language: Language): Product {
  return JSON.parse(entry.json[language].toString()) as Product;
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
  /** Each status as a product's answer shows it. */
  statusRows: Map<number, StatusRow>;
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
    queryRows<StatusRow>(
      db,
      sql`select id, code, name_el as "nameEl", name_en as "nameEn", color_hex as "colorHex", image,
        show_as_tag as "showAsTag" from statuses`,
    ),
    sources.promotions.policies(),
  ]);
  return {
    categories: tree.names,
    manufacturers: brandNames,
    statuses: new Map(statuses.map((row) => [row.id, { el: row.nameEl, en: row.nameEn }])),
    statusRows: new Map(statuses.map((row) => [row.id, row])),
    policies,
  };
}
