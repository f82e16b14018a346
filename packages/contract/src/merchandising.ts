/**
 * Merchandising rules both sides share: banner groups, curated lists, landing collections and the
 * carousel's constants (spec 000 §3, §9).
 */

/** The home page's hero banners. */
export const HOME_HERO_BANNER_GROUP = 'home-hero';

/** The curated list of the home page (spec 000 §3: "a home list with id -1"). */
export const HOME_CURATED_LIST_ID = -1;

/** The categories that carry a curated list: Face … Needs, Pharmacy (815-823) and Seasonal (914). */
export const CURATED_CATEGORY_IDS = [815, 816, 817, 818, 819, 820, 821, 822, 823, 914] as const;

/** How many products a curated list or a landing collection shows at most. */
export const CURATED_LIST_MAX_PRODUCTS = 24;
export const LANDING_COLLECTION_MAX_PRODUCTS = 48;

/** How a landing collection picks its products. */
export const LANDING_RULE_KINDS = ['products', 'category', 'brand', 'promotion'] as const;
export type LandingRuleKind = (typeof LANDING_RULE_KINDS)[number];

export const BANNER_TARGETS = ['_self', '_blank'] as const;
export type BannerTarget = (typeof BANNER_TARGETS)[number];

/** Carousel defaults of spec 000 §9. */
export const CAROUSEL_SLIDE_MS = 300;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_BREAKPOINTS_PX = [425, 575, 768, 900, 1230, 2080] as const;

/** A group name: lower-case letters, digits and dashes (`home-hero`, `landing-sun-care`). */
export const BANNER_GROUP_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A collection's slug, the same shape as a group name. */
export const COLLECTION_SLUG = BANNER_GROUP_NAME;

/**
 * Where a banner may send a shopper: a path of this shop (`/offers-page`, never `//host`) or an
 * https address; anything else (javascript:, http:, data:) is refused.
 */
export function isSafeBannerLink(link: string): boolean {
  if (link.length > 500 || /[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}
