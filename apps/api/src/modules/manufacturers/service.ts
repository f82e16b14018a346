import type { Language, Manufacturer } from '@shop/contract';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { manufacturerCountryExclusions } from '../../db/schema/manufacturers.ts';
import { intArray } from '../../db/sql.ts';
import { localized, localizedColumn, localizedOrGreek } from '../../lib/localized.ts';
import type { CatalogService } from '../catalog/index.ts';

interface ManufacturerRow {
  id: number;
  eurl: string;
  name_el: string;
  name_en: string;
  description_el: string | null;
  description_en: string | null;
  logo: string | null;
  country_iso: string | null;
  is_featured: boolean;
}

function toDto(row: ManufacturerRow, productCount: number, language: Language): Manufacturer {
  return {
    id: row.id,
    nm: localized(language, row.name_el, row.name_en),
    eurl: row.eurl,
    ds: localizedOrGreek(language, row.description_el, row.description_en),
    img1: row.logo,
    cniso: row.country_iso,
    featured: row.is_featured,
    cnt: productCount,
  };
}

/** Public brands with their number of published products (which the catalogue counts). */
export class ManufacturerService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  private async select(condition: SQL, language: Language): Promise<Manufacturer[]> {
    const rows = await queryRows<ManufacturerRow>(
      this.db,
      sql`select m.id, m.eurl, m.name_el, m.name_en, m.description_el, m.description_en, m.logo, m.country_iso,
          m.is_featured
        from manufacturers m
        where m.is_public and ${condition}
        order by lower(${localizedColumn(language, 'm.name')}), m.id`,
    );
    if (rows.length === 0) return [];
    const counts = await this.catalog.publishedCountsByManufacturer(rows.map((row) => row.id));
    return rows.map((row) => toDto(row, counts.get(row.id) ?? 0, language));
  }

  allPublic(language: Language): Promise<Manufacturer[]> {
    return this.select(sql`true`, language);
  }

  async byId(id: number, language: Language): Promise<Manufacturer | undefined> {
    return (await this.select(sql`m.id = ${id}`, language))[0];
  }

  async byUrl(eurl: string, language: Language): Promise<Manufacturer | undefined> {
    return (await this.select(sql`m.eurl = ${eurl.toLowerCase()}`, language))[0];
  }

  /** Featured brands; within a category, those with products in it or below it. */
  async featured(language: Language, categoryIds: number[] | null): Promise<Manufacturer[]> {
    if (categoryIds === null) return this.select(sql`m.is_featured`, language);
    const inCategory = await this.catalog.manufacturerIdsInCategories(categoryIds);
    return this.select(sql`m.is_featured and m.id = any(${intArray(inCategory)})`, language);
  }

  /** Slugs of the public brands with published products, for the sitemap. */
  async sitemapUrls(): Promise<string[]> {
    const withProducts = [...(await this.catalog.publishedCountsByManufacturer(null)).keys()];
    const rows = await queryRows<{ eurl: string }>(
      this.db,
      sql`select eurl from manufacturers where is_public and id = any(${intArray(withProducts)}) order by id`,
    );
    return rows.map((row) => row.eurl);
  }

  /** The countries each product's brand may not be shipped to; unknown or unpublished products are absent. */
  async countryExclusions(
    productIds: number[],
  ): Promise<{ pid: number; mfid: number | null; countries: string[] }[]> {
    if (productIds.length === 0) return [];
    const links = await this.catalog.manufacturersOfProducts(productIds);
    const brandIds = [
      ...new Set(links.flatMap((link) => (link.manufacturerId === null ? [] : [link.manufacturerId]))),
    ];
    const exclusions =
      brandIds.length === 0
        ? []
        : await this.db
            .select()
            .from(manufacturerCountryExclusions)
            .where(inArray(manufacturerCountryExclusions.manufacturerId, brandIds))
            .orderBy(asc(manufacturerCountryExclusions.countryIso));
    return links.map((link) => ({
      pid: link.productId,
      mfid: link.manufacturerId,
      countries: exclusions
        .filter((exclusion) => exclusion.manufacturerId === link.manufacturerId)
        .map((exclusion) => exclusion.countryIso),
    }));
  }

  /** Which of the ids are brands, hidden ones too (the back office checks what it links to). */
  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from manufacturers where id = any(${intArray(ids)})`,
    );
    return rows.map((row) => row.id);
  }

  /** Brand names by id in one query, hidden brands too (the back office's product list). */
  async namesByIds(ids: number[], language: Language): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<{ id: number; name: string }>(
      this.db,
      sql`select id, ${language === 'el' ? sql`name_el` : sql`name_en`} as name
        from manufacturers where id = any(${intArray(ids)})`,
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Every brand's name in both languages, hidden ones too (the catalogue's facets name them). */
  async allNames(): Promise<Map<number, { el: string; en: string }>> {
    const rows = await queryRows<{ id: number; name_el: string; name_en: string }>(
      this.db,
      sql`select id, name_el, name_en from manufacturers`,
    );
    return new Map(rows.map((row) => [row.id, { el: row.name_el, en: row.name_en }]));
  }
}
