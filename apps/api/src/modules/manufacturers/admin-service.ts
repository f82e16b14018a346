import type { AdminBrand, AdminBrandQuery, AdminBrandSave, AdminBrandSort, Language } from '@shop/contract';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { manufacturerCountryExclusions, manufacturers } from '../../db/schema/manufacturers.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sortedBy } from '../../lib/sort-order.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';

interface BrandRow {
  id: number;
  eurl: string;
  name_el: string;
  name_en: string;
  description_el: string | null;
  description_en: string | null;
  country_iso: string | null;
  logo: string | null;
  is_featured: boolean;
  is_public: boolean;
  excluded_countries: string[];
  total: number;
}

/** A brand with its product count, which the catalogue keeps (decision 006). */
const toAdmin = (row: BrandRow, counts: ReadonlyMap<number, number>): AdminBrand => ({
  id: row.id,
  eurl: row.eurl,
  el: { nm: row.name_el, dsc: row.description_el },
  en: { nm: row.name_en, dsc: row.description_en },
  countryIso: row.country_iso,
  logo: row.logo,
  isFeatured: row.is_featured,
  isPublic: row.is_public,
  excludedCountries: row.excluded_countries,
  products: counts.get(row.id) ?? 0,
});

/** Staff reads and writes of brands: hidden ones too, each save one transaction with its audit entry. */
export class BrandAdminService {
  constructor(
    private readonly db: Db,
    private readonly services: { catalog: CatalogService; audit: AuditService },
  ) {}

  private rows(
    db: Db,
    where: SQL,
    page = 1,
    psize = 1,
    order: SQL = sql`lower(m.name_el), m.id`,
  ): Promise<BrandRow[]> {
    return queryRows<BrandRow>(
      db,
      sql`select m.id, m.eurl, m.name_el, m.name_en, m.description_el, m.description_en, m.country_iso, m.logo,
          m.is_featured, m.is_public,
          coalesce((select array_agg(e.country_iso order by e.country_iso) from manufacturer_country_exclusions e
            where e.manufacturer_id = m.id), '{}') as excluded_countries,
          count(*) over ()::int as total
        from manufacturers m where ${where}
        order by ${order} limit ${psize} offset ${(page - 1) * psize}`,
    );
  }

  /** Brands searched by name or slug, public or hidden ones, sorted by name in the call's language unless told. */
  async list(query: AdminBrandQuery, language: Language) {
    const like = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const sorts: Record<AdminBrandSort, SQL> = {
      name: language === 'en' ? sql`lower(m.name_en)` : sql`lower(m.name_el)`,
      public: sql`m.is_public`,
    };
    const rows = await this.rows(
      this.db,
      and(
        like === null
          ? sql`true`
          : sql`(m.name_el ilike ${like} or m.name_en ilike ${like} or m.eurl ilike ${like})`,
        query.public === undefined ? sql`true` : sql`m.is_public = ${query.public === 'true'}`,
      ) ?? sql`true`,
      query.page,
      query.psize,
      sortedBy(sorts[query.sort], sql`m.id`, query.dir),
    );
    const counts = await this.services.catalog.productCountsByManufacturer(rows.map((row) => row.id));
    return {
      items: rows.map((row) => toAdmin(row, counts)),
      total: rows[0]?.total ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async save(input: AdminBrandSave, staffId: number): Promise<AdminBrand> {
    const saved = await this.db.transaction(async (tx) => {
      const [before] = input.id === undefined ? [] : await this.rows(tx, sql`m.id = ${input.id}`);
      if (input.id !== undefined && !before) throw notFound('manufacturer_not_found');
      const [holder] = await tx
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .where(
          and(
            eq(manufacturers.eurl, input.eurl),
            input.id === undefined ? sql`true` : ne(manufacturers.id, input.id),
          ),
        );
      if (holder) throw new HttpError(409, 'manufacturer_eurl_taken', { eurl: ['eurl_taken'] });
      const values = {
        eurl: input.eurl,
        nameEl: input.el.nm,
        nameEn: input.en.nm,
        descriptionEl: input.el.dsc,
        descriptionEn: input.en.dsc,
        countryIso: input.countryIso,
        isFeatured: input.isFeatured,
        isPublic: input.isPublic,
      };
      const [row] =
        input.id === undefined
          ? await tx.insert(manufacturers).values(values).returning({ id: manufacturers.id })
          : await tx
              .update(manufacturers)
              .set(values)
              .where(eq(manufacturers.id, input.id))
              .returning({ id: manufacturers.id });
      if (!row) throw new Error('brand not saved');
      // The exclusions are the brand's as a whole: the saved list replaces the old one.
      await tx
        .delete(manufacturerCountryExclusions)
        .where(eq(manufacturerCountryExclusions.manufacturerId, row.id));
      if (input.excludedCountries.length > 0) {
        await tx
          .insert(manufacturerCountryExclusions)
          .values(input.excludedCountries.map((countryIso) => ({ manufacturerId: row.id, countryIso })));
      }
      const [after] = await this.rows(tx, sql`m.id = ${row.id}`);
      await this.services.audit.record(tx, {
        staffId,
        action: before ? 'brand.update' : 'brand.create',
        entity: 'brand',
        entityId: String(row.id),
        before: before ?? null,
        after: after ?? null,
      });
      if (!after) throw new Error('brand not saved');
      return after;
    });
    // Product pages and listings show the brand's name: the answer waits until they do.
    await this.services.catalog.settled();
    return toAdmin(saved, await this.services.catalog.productCountsByManufacturer([saved.id]));
  }
}
