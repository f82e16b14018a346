/** Listings serve at most this many products per page. */
export const LISTING_MAX_PAGE_SIZE = 96;
export const LISTING_DEFAULT_PAGE_SIZE = 24;
/** The per-page choices the storefront offers. */
export const LISTING_PAGE_SIZES = [12, 24, 48, 96] as const;

/** The price bands of the price facet, in euros; the last is open-ended. */
export const PRICE_BANDS: readonly (readonly [number, number | null])[] = [
  [0, 10],
  [10, 20],
  [20, 30],
  [30, 50],
  [50, null],
];

/**
 * Filters travel in `q` as `kind:value,value;kind:value`, kind being the filter-kind number
 * of spec 001 §9 (Category 1, Status 3, Manufacturer 6, Price 8, DiscountRates 9,
 * Availability 16, RatingBase5 17, Promotion 18). Price values are bands `min-max` in euros
 * (`50-` is open), rating values are the lowest accepted stars, discount values the lowest percent.
 */
export const LISTING_FILTER_KINDS = {
  Category: 1,
  Status: 3,
  Manufacturer: 6,
  Price: 8,
  DiscountRates: 9,
  Availability: 16,
  RatingBase5: 17,
  Promotion: 18,
} as const;

export interface CategoryTreeNode {
  id: number;
  nm: string;
  eurl: string;
  children: CategoryTreeNode[];
}

/** The largest side of an uploaded product picture as stored, and of its thumbnail (pixels). */
export const PRODUCT_PICTURE_SIZE = 1200;
export const PRODUCT_THUMBNAIL_SIZE = 400;

const UPLOADED_PRODUCT_PICTURE = /^\/media\/products\/[a-z0-9-]+-[0-9a-f]{12}\.webp$/;

/** The thumbnail of an uploaded picture; a seeded picture (a drawing) serves as its own. */
export function productThumbnailOf(url: string): string {
  return UPLOADED_PRODUCT_PICTURE.test(url) ? url.replace(/\.webp$/, '.thumb.webp') : url;
}

/**
 * A `srcset` offering an uploaded picture's thumbnail beside it, so a card or a phone takes the
 * 400 px copy; none for a drawing, which is sharp at every width in one file.
 */
export function productPictureSrcSet(url: string): string | undefined {
  const thumbnail = productThumbnailOf(url);
  return thumbnail === url
    ? undefined
    : `${thumbnail} ${PRODUCT_THUMBNAIL_SIZE}w, ${url} ${PRODUCT_PICTURE_SIZE}w`;
}
