/**
 * Content pages, their FAQs and custom content blocks (spec 000 §7, 001 §7, §9). Their shapes on
 * the wire are in `content-pages-schemas.ts`.
 */

/** Kinds of the content entities (spec 001 §9) a url resolves to (`get-by-url`). */
export const URL_ENTITY_KINDS = ['ContentPage', 'NewsEntry', 'Video', 'Event', 'Contributors'] as const;
export type UrlEntityKind = (typeof URL_ENTITY_KINDS)[number];

/**
 * Entities a FAQ or a custom content block may be attached to: the content kinds and the business
 * kinds of spec 001 §9, with the catalogue's products, categories and brands.
 */
export const CONTENT_ENTITY_KINDS = [
  'Banner',
  'ContentPage',
  'NewsEntry',
  'Video',
  'Event',
  'Partner',
  'Award',
  'Contributors',
  'Product',
  'Category',
  'Manufacturer',
  'Order',
  'OrderLine',
  'Review',
  'ShippingType',
  'ShippingCharge',
  'PaymentType',
  'Customer',
] as const;
export type ContentEntityKind = (typeof CONTENT_ENTITY_KINDS)[number];

/**
 * The top-level placeholder a content page's body places a block with: `<div data-block="faq">`
 * (the page's FAQs, or `faq:<section>` for one section of them) or `<div data-block="pharmacy">`
 * (the pharmacy's legal details). The storefront draws the block in its place.
 */
export const CONTENT_BLOCK_ATTRIBUTE = 'data-block';
