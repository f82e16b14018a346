import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { PolicyEntry, PolicyMembers, PromotionSource } from '../catalog/index.ts';

interface PolicyRow {
  id: number;
  name_el: string;
  name_en: string;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  product_ids: number[];
  category_ids: number[];
  manufacturer_ids: number[];
}

/**
 * What the catalogue's read model reads of promotions: the policies that name listings' badges
 * and filters, and when they start and end. Handed to the catalogue by the promotions module.
 */
export class PromotionCatalogueSource implements PromotionSource {
  constructor(private readonly db: Db) {}

  async policies(): Promise<PolicyEntry[]> {
    const rows = await queryRows<PolicyRow>(
      this.db,
      sql`select pp.id, pp.name_el, pp.name_en, pp.is_active,
          (extract(epoch from pp.starts_at) * 1000)::float8 as starts_at,
          (extract(epoch from pp.ends_at) * 1000)::float8 as ends_at,
          array(select product_id from promotion_policy_products where policy_id = pp.id) as product_ids,
          array(select category_id from promotion_policy_categories where policy_id = pp.id) as category_ids,
          array(select manufacturer_id from promotion_policy_manufacturers where policy_id = pp.id) as manufacturer_ids
        from promotion_policies pp order by pp.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      nameEl: row.name_el,
      nameEn: row.name_en,
      isActive: row.is_active,
      startsAt: row.starts_at === null ? null : Number(row.starts_at),
      endsAt: row.ends_at === null ? null : Number(row.ends_at),
      productIds: row.product_ids,
      categoryIds: row.category_ids,
      manufacturerIds: row.manufacturer_ids,
    }));
  }

  async nextBoundary(): Promise<number | null> {
    const [row] = await queryRows<{ at: string | null }>(
      this.db,
      sql`select (extract(epoch from min(t)) * 1000)::float8 as at from (
        select starts_at as t from promotion_policies where starts_at > now()
        union all select ends_at from promotion_policies where ends_at > now()) x`,
    );
    return row?.at == null ? null : Number(row.at);
  }

  async dueBetween(from: Date, to: Date): Promise<PolicyMembers> {
    const [row] = await queryRows<{
      product_ids: number[];
      category_ids: number[];
      manufacturer_ids: number[];
    }>(
      this.db,
      sql`with due as (
          select id from promotion_policies
          where (starts_at > ${from} and starts_at <= ${to}) or (ends_at > ${from} and ends_at <= ${to})
        )
        select array(select product_id from promotion_policy_products where policy_id in (select id from due)) as product_ids,
          array(select category_id from promotion_policy_categories where policy_id in (select id from due)) as category_ids,
          array(select manufacturer_id from promotion_policy_manufacturers where policy_id in (select id from due)) as manufacturer_ids`,
    );
    return {
      productIds: row?.product_ids ?? [],
      categoryIds: row?.category_ids ?? [],
      manufacturerIds: row?.manufacturer_ids ?? [],
    };
  }
}
