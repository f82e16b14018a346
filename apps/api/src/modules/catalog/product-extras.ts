import {
  COMBINATION_RULES,
  type CombinationRule,
  effectivePrice,
  PROMOTION_KINDS,
  type PricingPolicy,
  type PromotionKind,
  unitOffer,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { sourcePricingProduct } from './pricing-products.ts';
import type { PolicyBadgeRow, ProductExtras, ProductSource } from './product-dto.ts';

/**
 * Omnibus reference prices and promotion badges of many products in two queries. The ids are
 * joined as a set (`in (select unnest(…))`, a hash join): `= any(array)` compares each row with the
 * whole array, which the read model's thousands of ids turn quadratic. A read model:
 * it joins the promotions domain's policy tables and the catalogue's product rows in one query,
 * so a product page costs no call per product (decision 006).
 */
export async function loadProductExtras(
  db: Db,
  rows: Omit<ProductSource, 'manufacturer' | 'images' | 'statuses'>[],
): Promise<Map<number, ProductExtras>> {
  const ids = rows.map((row) => row.id);
  const now = new Date();
  const sized = rows.flatMap((row) =>
    row.dimensions.filter((dimension) => dimension.priceCents !== null).map((dimension) => dimension.id),
  );
  const [history, sizeHistory, policies] = await Promise.all([
    lowestPriorPrices(db, 'product', ids, now),
    sized.length === 0 ? [] : lowestPriorPrices(db, 'size', sized, now),
    queryRows<PolicyBadgeRow & PolicyRuleCells & { productId: number }>(
      db,
      sql`select m.product_id as "productId", pp.id, pp.name_el as "nameEl", pp.name_en as "nameEn",
          pp.description_el as "descriptionEl", pp.description_en as "descriptionEn", pp.badge,
          pp.badge_url as "badgeUrl", pp.customer_groups as "customerGroups", pp.kind,
          pp.combination_rule as "combinationRule", pp.percent::float8 as percent,
          pp.amount_cents as "amountCents", pp.buy_quantity as "buyQuantity",
          pp.free_quantity as "freeQuantity", pp.min_amount_cents as "minAmountCents",
          (extract(epoch from pp.starts_at) * 1000)::float8 as "startsAt",
          (extract(epoch from pp.ends_at) * 1000)::float8 as "endsAt"
        from promotion_policies pp
        join lateral (
          select ppp.product_id from promotion_policy_products ppp
            where ppp.policy_id = pp.id and ppp.product_id in (select unnest(${intArray(ids)}))
          union
          select pc.product_id from promotion_policy_categories ppc
            join product_categories pc on pc.category_id = ppc.category_id
            where ppc.policy_id = pp.id and pc.product_id in (select unnest(${intArray(ids)}))
          union
          select p.id from promotion_policy_manufacturers ppm
            join products p on p.manufacturer_id = ppm.manufacturer_id
            where ppm.policy_id = pp.id and p.id in (select unnest(${intArray(ids)}))
        ) m on true
        where pp.is_active and (pp.starts_at is null or pp.starts_at <= ${now})
          and (pp.ends_at is null or pp.ends_at > ${now})
        order by pp.id`,
    ),
  ]);
  const historyById = new Map(history.map((item) => [item.id, item]));
  const sizeHistoryById = new Map(sizeHistory.map((item) => [item.id, item]));
  const policiesOf = new Map<number, PolicyBadgeRow[]>();
  const rulesOf = new Map<number, PricingPolicy[]>();
  for (const { productId, ...row } of policies) {
    const policy: PolicyBadgeRow = {
      id: row.id,
      nameEl: row.nameEl,
      nameEn: row.nameEn,
      descriptionEl: row.descriptionEl,
      descriptionEn: row.descriptionEn,
      badge: row.badge,
      badgeUrl: row.badgeUrl,
      customerGroups: row.customerGroups,
    };
    const list = policiesOf.get(productId);
    if (list) list.push(policy);
    else policiesOf.set(productId, [policy]);
    const rule = pricingPolicyOf(productId, row);
    if (!rule) continue;
    const rules = rulesOf.get(productId);
    if (rules) rules.push(rule);
    else rulesOf.set(productId, [rule]);
  }
  const extras = new Map<number, ProductExtras>();
  for (const row of rows) {
    const current = effectivePrice(row.priceCents, row.listPriceCents ?? 0, row.discountPercent);
    const sizeLowestPriorCents = new Map<number, number | null>();
    for (const dimension of row.dimensions) {
      if (dimension.priceCents === null) continue;
      const sizeCurrent = effectivePrice(
        dimension.priceCents,
        dimension.listPriceCents ?? 0,
        row.discountPercent,
      );
      sizeLowestPriorCents.set(dimension.id, lowestOf(sizeHistoryById, dimension.id, sizeCurrent));
    }
    const pricingPolicies = rulesOf.get(row.id) ?? [];
    extras.set(row.id, {
      lowestPriorCents: lowestOf(historyById, row.id, current),
      sizeLowestPriorCents,
      policies: policiesOf.get(row.id) ?? [],
      offerCents: offersOf(row, pricingPolicies, now),
      pricingPolicies,
    });
  }
  return extras;
}

/** What the pricing engine reads of a policy, beside its badge. */
interface PolicyRuleCells {
  kind: string | null;
  combinationRule: string;
  percent: number | null;
  amountCents: number | null;
  buyQuantity: number | null;
  freeQuantity: number | null;
  minAmountCents: number | null;
  /** Milliseconds since the epoch. */
  startsAt: number | null;
  endsAt: number | null;
}

/**
 * A policy the product takes part in, as the pricing engine applies it to that product alone
 * (the query has matched its products, categories and brands). Policies without a kind only show
 * a badge; gifts never change the product's own price.
 */
function pricingPolicyOf(productId: number, row: PolicyBadgeRow & PolicyRuleCells): PricingPolicy | null {
  const kind = (PROMOTION_KINDS as readonly (string | null)[]).includes(row.kind)
    ? (row.kind as PromotionKind)
    : null;
  if (kind === null || kind === 'Gift') return null;
  const rule = (COMBINATION_RULES as readonly string[]).includes(row.combinationRule)
    ? (row.combinationRule as CombinationRule)
    : 'Additive';
  return {
    id: row.id,
    name: row.nameEl,
    kind,
    rule,
    isActive: true,
    startsAt: row.startsAt === null ? null : new Date(row.startsAt),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt),
    customerGroups: row.customerGroups,
    productIds: [productId],
    categoryIds: [],
    manufacturerIds: [],
    percent: row.percent,
    amountCents: row.amountCents,
    buyQuantity: row.buyQuantity,
    freeQuantity: row.freeQuantity,
    minAmountCents: row.minAmountCents,
    giftProductIds: [],
    giftQuantity: 0,
  };
}

/**
 * What one unit of the product and of each size costs a guest after its promotions, by the pricing
 * engine itself; only the prices a promotion lowers are kept.
 */
function offersOf(
  row: Omit<ProductSource, 'manufacturer' | 'images' | 'statuses'>,
  policies: PricingPolicy[],
  now: Date,
): Map<number, number> {
  const offers = new Map<number, number>();
  if (policies.length === 0) return offers;
  const product = sourcePricingProduct(row);
  const units = [{ id: 0, unitPriceCents: product.unitPriceCents }, ...product.dimensions];
  for (const { id, unitPriceCents } of units) {
    const offer = unitOffer(product, id, policies, 0, now);
    if (offer && offer.unitCents < unitPriceCents) offers.set(id, offer.unitCents);
  }
  return offers;
}

interface PriorPrices {
  id: number;
  current_price: number | null;
  lowest: number | null;
}

/**
 * For each product (its rows without a size) or each size with a price of its own: the price in
 * force now and the lowest of the 30 days before it took effect.
 */
function lowestPriorPrices(db: Db, of: 'product' | 'size', ids: number[], now: Date): Promise<PriorPrices[]> {
  // A size's rows are found through its product: `price_history` is indexed by product.
  const own =
    of === 'product'
      ? sql`h.product_id = p.id and h.dimension_id is null`
      : sql`h.product_id = p.product_id and h.dimension_id = p.id`;
  const from = of === 'product' ? sql`unnest(${intArray(ids)}) as p(id)` : sql`product_dimensions p`;
  const only = of === 'product' ? sql`` : sql`where p.id in (select unnest(${intArray(ids)}))`;
  return queryRows<PriorPrices>(
    db,
    sql`select p.id, cur.price_cents as current_price,
      (select min(w.price_cents) from (
        select h.price_cents from price_history h
          where ${own} and h.valid_from < cur.valid_from and h.valid_from >= cur.valid_from - interval '30 days'
        union all
        (select h.price_cents from price_history h
          where ${own} and h.valid_from <= cur.valid_from - interval '30 days'
          order by h.valid_from desc limit 1)
      ) w)::int as lowest
    from ${from}
    join lateral (
      select h.valid_from, h.price_cents from price_history h
      where ${own} and h.valid_from <= ${now}
      order by h.valid_from desc limit 1
    ) cur on true ${only}`,
  );
}

/**
 * The lowest prior price of one product or size. History that has not heard of today's price:
 * the reduction starts now, and the last recorded price is part of the 30 days before it.
 */
function lowestOf(prices: Map<number, PriorPrices>, id: number, currentCents: number): number | null {
  const known = prices.get(id);
  let lowest = known?.lowest ?? null;
  if (known?.current_price != null && known.current_price !== currentCents) {
    lowest = Math.min(known.current_price, lowest ?? Number.POSITIVE_INFINITY);
  }
  return lowest;
}
