import {
  type Breadcrumb,
  centsToEuros,
  effectivePrice,
  isNetUnit,
  type Language,
  type PricingPolicy,
  type Product,
  wireAvailability,
} from '@shop/contract';
import type { productDimensions, productImages, products, statuses } from '../../db/schema/catalog.ts';
import type { categories } from '../../db/schema/categories.ts';
import type { manufacturers } from '../../db/schema/manufacturers.ts';
import { localized, localizedOrAny } from '../../lib/localized.ts';

type ProductRow = Omit<typeof products.$inferSelect, 'searchDoc' | 'searchKey'>;
type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'nameEl' | 'nameEn'>;

export type ProductWithRelations = ProductRow & {
  manufacturer: Omit<typeof manufacturers.$inferSelect, 'searchKey'> | null;
  images: (typeof productImages.$inferSelect)[];
  dimensions: (typeof productDimensions.$inferSelect)[];
  categories: { isPrimary: boolean; category: CategoryRow }[];
  statuses: { status: typeof statuses.$inferSelect }[];
};

/** A size as a product's answer and its Omnibus reference read it. */
export type DimensionSource = Pick<
  typeof productDimensions.$inferSelect,
  | 'id'
  | 'sizeTextEl'
  | 'sizeTextEn'
  | 'colorTextEl'
  | 'colorTextEn'
  | 'colorValue'
  | 'image'
  | 'stock'
  | 'priceCents'
  | 'listPriceCents'
>;

/**
 * What a product's answer is built from: the relational row the back office reads has it, and the
 * read model reads exactly this with flat queries (start-up reads every product).
 */
export type ProductSource = Omit<ProductRow, 'isPublished' | 'releaseDate' | 'createdAt' | 'updatedAt'> & {
  manufacturer: Pick<typeof manufacturers.$inferSelect, 'nameEl' | 'nameEn'> | null;
  images: Pick<typeof productImages.$inferSelect, 'url'>[];
  dimensions: DimensionSource[];
  categories: { isPrimary: boolean; category: CategoryRow }[];
  statuses: { status: typeof statuses.$inferSelect }[];
};

/** What a product page needs beyond the product's own rows: price history and promotions. */
export interface ProductExtras {
  /** The lowest price of the 30 days before the current price took effect, when history knows it. */
  lowestPriorCents: number | null;
  /** The same for each size with a price of its own, by size id. */
  sizeLowestPriorCents: Map<number, number | null>;
  policies: PolicyBadgeRow[];
  /**
   * What one unit costs a guest after the promotions the cart gives it (`unitOffer`), by size id,
   * 0 for the product itself; a size or product absent here is at its catalogue price.
   */
  offerCents: Map<number, number>;
  /** The policies the engine applies to this product by itself (`unitOffer`). */
  pricingPolicies: PricingPolicy[];
}

export interface PolicyBadgeRow {
  id: number;
  nameEl: string;
  nameEn: string;
  descriptionEl: string | null;
  descriptionEn: string | null;
  badge: string | null;
  badgeUrl: string | null;
  customerGroups: string[];
}

/**
 * The before-discount price a shopper sees (Omnibus directive, spec 000 §1): for a reduced
 * product, the lowest price of the 30 days before the reduction, from the price history;
 * without history the list price stands in. A "reduction" that is not below that lowest
 * price is shown as no reduction at all.
 */
export function priceBeforeDiscount(
  row: Pick<ProductRow, 'priceCents' | 'listPriceCents'>,
  currentCents: number,
  lowestPriorCents: number | null,
): number {
  const listCents = row.listPriceCents ?? 0;
  const reduced = listCents > currentCents || (listCents <= 0 && currentCents < row.priceCents);
  if (!reduced) return currentCents;
  const reference = lowestPriorCents ?? (listCents > 0 ? listCents : row.priceCents);
  return Math.max(reference, currentCents);
}

/** The announced reduction in whole percent; 0 when the price is not below the reference. */
const discountPercentOf = (currentCents: number, beforeCents: number) =>
  beforeCents > currentCents ? Math.round((1 - currentCents / beforeCents) * 100) : 0;

/** The product in the contract's field names (spec 000 §3), in one language, money in euros. */
export function toProductDto(
  row: ProductSource,
  language: Language,
  breadcrumbs: Breadcrumb[],
  extras: ProductExtras = {
    lowestPriorCents: null,
    sizeLowestPriorCents: new Map(),
    policies: [],
    offerCents: new Map(),
    pricingPolicies: [],
  },
): Product {
  const listCents = row.listPriceCents ?? 0;
  const catalogueCents = effectivePrice(row.priceCents, listCents, row.discountPercent);
  // A promotion lowers the price from what it was before it (the catalogue's reference).
  const beforeCents = priceBeforeDiscount(row, catalogueCents, extras.lowestPriorCents);
  const currentCents = extras.offerCents.get(0) ?? catalogueCents;
  const discount = discountPercentOf(currentCents, beforeCents);
  const images = row.images.map((image) => image.url);

  const dto: Product = {
    id: row.id,
    nm: localized(language, row.nameEl, row.nameEn),
    cd: row.code,
    bc: row.barcode,
    eurl: row.eurl,
    dsm: localizedOrAny(language, row.shortDescriptionEl, row.shortDescriptionEn),
    ds: localizedOrAny(language, row.descriptionEl, row.descriptionEn),
    prc: centsToEuros(row.priceCents),
    prcbd: centsToEuros(listCents),
    cprc: centsToEuros(currentCents),
    cprcbd: centsToEuros(beforeCents),
    rprc: centsToEuros(row.retailPriceCents ?? beforeCents),
    dsc: discount,
    qty: row.stock,
    ast: wireAvailability(row.availability, row.stock),
    avl: row.availability,
    nqty: row.netQuantity,
    nunit: isNetUnit(row.netUnit) ? row.netUnit : null,
    ptype: row.productType,
    OrderMaxQuantity: row.orderMaxQuantity,
    dshc: row.addDisabled,
    nonReturnable: row.nonReturnable,
    mfid: row.manufacturerId,
    mfnm: row.manufacturer ? localized(language, row.manufacturer.nameEl, row.manufacturer.nameEn) : null,
    cnm: row.categories
      .map((link) => localized(language, link.category.nameEl, link.category.nameEn))
      .join(', '),
    breadcrumbs,
    stslst: row.statuses.map(({ status }) => ({
      id: status.id,
      snm: localized(language, status.nameEl, status.nameEn),
      scd: status.code,
      chex: status.colorHex,
      img1: status.image,
      s_as_tag: status.showAsTag,
    })),
    prom_policies: extras.policies.map((policy) => ({
      id: policy.id,
      prom_policy_nm: localized(language, policy.nameEl, policy.nameEn),
      prom_policy_desc: localizedOrAny(language, policy.descriptionEl, policy.descriptionEn),
      prom_policy_badge: policy.badge,
      prom_policy_badge_url: policy.badgeUrl,
      cust_groups: policy.customerGroups.map((code) => ({ code })),
    })),
    aggregates: { rating: row.ratingAverage, reviews: row.ratingCount },
    dimensions: row.dimensions.map((dimension) => {
      // A size without a price of its own is the product at the product's price; one with its own
      // price has its own reduction and its own Omnibus reference (its history rows).
      const ownPrice = dimension.priceCents !== null;
      const dimensionPrice = dimension.priceCents ?? row.priceCents;
      const dimensionList = ownPrice ? (dimension.listPriceCents ?? 0) : listCents;
      const dimensionCatalogue = effectivePrice(dimensionPrice, dimensionList, row.discountPercent);
      const dimensionBefore = ownPrice
        ? priceBeforeDiscount(
            { priceCents: dimensionPrice, listPriceCents: dimension.listPriceCents },
            dimensionCatalogue,
            extras.sizeLowestPriorCents.get(dimension.id) ?? null,
          )
        : beforeCents;
      const dimensionCurrent = extras.offerCents.get(dimension.id) ?? dimensionCatalogue;
      const sizeText = localizedOrAny(language, dimension.sizeTextEl, dimension.sizeTextEn);
      // Keys in the schema's order: the read model serializes this object as it is.
      return {
        id: dimension.id,
        nm: sizeText ?? localizedOrAny(language, dimension.colorTextEl, dimension.colorTextEn) ?? '',
        qty: dimension.stock,
        prc: centsToEuros(dimensionPrice),
        cprc: centsToEuros(dimensionCurrent),
        cprcbd: centsToEuros(dimensionBefore),
        dsc: discountPercentOf(dimensionCurrent, dimensionBefore),
        // The contract reads svtxt as "this size is in stock"; the label is always in `nm`.
        svtxt: dimension.stock > 0 ? sizeText : null,
        cvtxt: localizedOrAny(language, dimension.colorTextEl, dimension.colorTextEn),
        cval: dimension.colorValue,
        img1: dimension.image,
      };
    }),
    images,
    PrevId: null,
  };
  images.forEach((url, index) => {
    dto[`img${index + 1}`] = url;
  });
  return dto;
}
