import type { Country, CountryRegion, Language } from '@shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, countryRegions } from '../../db/schema/geo.ts';
import { localized } from '../../lib/localized.ts';

/** Countries and their regions, the reference data of addresses (seeded by migration 0003). */
export class GeoService {
  constructor(private readonly db: Db) {}

  async countries(language: Language): Promise<Country[]> {
    const rows = await this.db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id));
    return rows.map((row) => ({
      id: row.id,
      nm: localized(language, row.nameEl, row.nameEn),
      iso: row.iso2,
    }));
  }

  async regions(countryId: number, language: Language): Promise<CountryRegion[]> {
    const rows = await this.db
      .select()
      .from(countryRegions)
      .where(eq(countryRegions.countryId, countryId))
      .orderBy(asc(countryRegions.sortOrder), asc(countryRegions.id));
    return rows.map((row) => ({
      id: row.id,
      ctid: row.countryId,
      nm: localized(language, row.nameEl, row.nameEn),
    }));
  }

  /** Which of the two is wrong, if any: an unknown country, or a region of another country. */
  async checkRegion(
    countryId: number,
    regionId: number,
  ): Promise<'invalid_country' | 'invalid_region' | null> {
    const [country] = await this.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, countryId));
    if (!country) return 'invalid_country';
    const [region] = await this.db
      .select({ id: countryRegions.id })
      .from(countryRegions)
      .where(and(eq(countryRegions.id, regionId), eq(countryRegions.countryId, countryId)));
    return region ? null : 'invalid_region';
  }

  /** Names of the countries and regions with these ids, in one language. */
  async names(
    countryIds: number[],
    regionIds: number[],
    language: Language,
  ): Promise<{ countries: Map<number, string>; regions: Map<number, string> }> {
    const [countryRows, regionRows] = await Promise.all([
      countryIds.length === 0
        ? []
        : this.db.select().from(countries).where(inArray(countries.id, countryIds)),
      regionIds.length === 0
        ? []
        : this.db.select().from(countryRegions).where(inArray(countryRegions.id, regionIds)),
    ]);
    const name = (row: { nameEl: string; nameEn: string }) => localized(language, row.nameEl, row.nameEn);
    return {
      countries: new Map(countryRows.map((row) => [row.id, name(row)])),
      regions: new Map(regionRows.map((row) => [row.id, name(row)])),
    };
  }

  /** Regions the courier charges an island surcharge for. */
  async islandRegionIds(): Promise<number[]> {
    const rows = await this.db
      .select({ id: countryRegions.id })
      .from(countryRegions)
      .where(eq(countryRegions.isIsland, true))
      .orderBy(asc(countryRegions.id));
    return rows.map((row) => row.id);
  }
}
