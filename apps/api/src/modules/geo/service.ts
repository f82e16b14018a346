import type { Country, CountryRegion, Language } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, countryRegions } from '../../db/schema/index.ts';

/** Countries and their regions, the reference data of addresses (seeded by migration 0003). */
export class GeoService {
  constructor(private readonly db: Db) {}

  async countries(language: Language): Promise<Country[]> {
    const rows = await this.db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id));
    return rows.map((row) => ({
      id: row.id,
      nm: language === 'el' ? row.nameEl : row.nameEn,
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
      nm: language === 'el' ? row.nameEl : row.nameEn,
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
}
