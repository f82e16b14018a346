import type { Country, CountryRegion, Language } from '@shop/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, countryRegions } from '../../db/schema/geo.ts';
import { localized } from '../../lib/localized.ts';

type CountryRow = typeof countries.$inferSelect;
type RegionRow = typeof countryRegions.$inferSelect;

interface Places {
  /** In display order. */
  countries: CountryRow[];
  /** In display order. */
  regions: RegionRow[];
  countryById: Map<number, CountryRow>;
  regionById: Map<number, RegionRow>;
}

const name = (language: Language, row: { nameEl: string; nameEn: string }) =>
  localized(language, row.nameEl, row.nameEn);

/**
 * Countries and their regions, the reference data of addresses. Only migrations write them (0003,
 * 0013), so a process reads the few rows once and answers from memory: an order checks and names
 * its places without a query.
 */
export class GeoService {
  private places: Promise<Places> | null = null;

  constructor(private readonly db: Db) {}

  private load(): Promise<Places> {
    this.places ??= (async () => {
      const [countryRows, regionRows] = await Promise.all([
        this.db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id)),
        this.db.select().from(countryRegions).orderBy(asc(countryRegions.sortOrder), asc(countryRegions.id)),
      ]);
      return {
        countries: countryRows,
        regions: regionRows,
        countryById: new Map(countryRows.map((row) => [row.id, row])),
        regionById: new Map(regionRows.map((row) => [row.id, row])),
      };
    })().catch((error: unknown) => {
      // A failed read is tried again by the next caller, not remembered.
      this.places = null;
      throw error;
    });
    return this.places;
  }

  async countries(language: Language): Promise<Country[]> {
    const { countries: rows } = await this.load();
    return rows.map((row) => ({ id: row.id, nm: name(language, row), iso: row.iso2 }));
  }

  async regions(countryId: number, language: Language): Promise<CountryRegion[]> {
    const { regions } = await this.load();
    return regions
      .filter((row) => row.countryId === countryId)
      .map((row) => ({ id: row.id, ctid: row.countryId, nm: name(language, row) }));
  }

  /**
   * What is wrong with a place, if anything: an unknown country, a region of another country, or
   * a postcode outside the region (Crete with an Athens postcode).
   */
  async checkRegion(
    countryId: number,
    regionId: number,
    postcode?: string,
  ): Promise<'invalid_country' | 'invalid_region' | 'postcode_not_in_region' | null> {
    const { countryById, regionById } = await this.load();
    if (!countryById.has(countryId)) return 'invalid_country';
    const region = regionById.get(regionId);
    if (region?.countryId !== countryId) return 'invalid_region';
    const digits = postcode?.replace(/\s/g, '') ?? '';
    const prefixes = region.postcodePrefixes;
    if (digits === '' || !prefixes) return null;
    return prefixes.some((prefix) => digits.startsWith(prefix)) ? null : 'postcode_not_in_region';
  }

  /** Names of the countries and regions with these ids, in one language. */
  async names(
    countryIds: number[],
    regionIds: number[],
    language: Language,
  ): Promise<{ countries: Map<number, string>; regions: Map<number, string> }> {
    const { countryById, regionById } = await this.load();
    const named = <Row extends { nameEl: string; nameEn: string }>(ids: number[], byId: Map<number, Row>) =>
      new Map(
        ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [[id, name(language, row)] as const] : [];
        }),
      );
    return { countries: named(countryIds, countryById), regions: named(regionIds, regionById) };
  }

  /** Regions the courier charges an island surcharge for. */
  async islandRegionIds(): Promise<number[]> {
    const { regions } = await this.load();
    return regions
      .filter((row) => row.isIsland)
      .map((row) => row.id)
      .sort((a, b) => a - b);
  }
}
