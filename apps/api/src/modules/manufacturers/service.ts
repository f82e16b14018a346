import type { Language, Manufacturer } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

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
  cnt: number;
}

function toDto(row: ManufacturerRow, language: Language): Manufacturer {
  return {
    id: row.id,
    nm: language === 'el' ? row.name_el : row.name_en,
    eurl: row.eurl,
    ds: (language === 'el' ? row.description_el : row.description_en) ?? row.description_el,
    img1: row.logo,
    cniso: row.country_iso,
    featured: row.is_featured,
    cnt: row.cnt,
  };
}

/** Public brands with their number of published products. */
export class ManufacturerService {
  constructor(private readonly db: Db) {}

  private async select(condition: SQL, language: Language): Promise<Manufacturer[]> {
    const rows = await queryRows<ManufacturerRow>(
      this.db,
      sql`select m.id, m.eurl, m.name_el, m.name_en, m.description_el, m.description_en, m.logo, m.country_iso,
          m.is_featured,
          (select count(*)::int from products p where p.manufacturer_id = m.id and p.is_published) as cnt
        from manufacturers m
        where m.is_public and ${condition}
        order by lower(${language === 'el' ? sql`m.name_el` : sql`m.name_en`}), m.id`,
    );
    return rows.map((row) => toDto(row, language));
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
  featured(language: Language, categoryIds: number[] | null): Promise<Manufacturer[]> {
    const inCategory =
      categoryIds === null
        ? sql`true`
        : sql`exists (select 1 from products p join product_categories pc on pc.product_id = p.id
            where p.manufacturer_id = m.id and p.is_published
              and pc.category_id = any(${`{${categoryIds.join(',')}}`}::int[]))`;
    return this.select(sql`m.is_featured and ${inCategory}`, language);
  }
}
