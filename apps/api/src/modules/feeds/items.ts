import { Availability, IN_STOCK_AVAILABILITIES, isBackOrder, type Product, VAT_RATES } from '@shop/contract';
import type { PublishedProduct } from '../catalog/index.ts';

/**
 * When an item reaches the shopper, in the shop's own terms; each format words it its own way.
 * Orderable now from stock, orderable from the supplier within `days`, a pre-order, or not
 * orderable at all (sold out, not available, coming soon, or the add button switched off).
 */
export type Delivery =
  | { kind: 'in_stock' }
  | { kind: 'back_order'; days: number }
  | { kind: 'preorder' }
  | { kind: 'unavailable' };

/** The latest day each back-order availability promises (decision 010's delivery-in-days labels). */
const BACK_ORDER_DAYS: Readonly<Partial<Record<number, number>>> = {
  [Availability.Days_1_3]: 3,
  [Availability.Days_2_5]: 5,
  [Availability.Days_4_7]: 7,
  [Availability.Days_7_Over]: 12,
  [Availability.AfterOrder]: 12,
};

/**
 * The delivery of a product, or of one of its sizes, as its page sells it: the page's buy rule
 * (`ast` 1, the size in stock, the button not switched off) decides whether it can be ordered,
 * and the stored availability (`avl`) with the stock says how soon.
 */
export function deliveryOf(product: Product, size?: Product['dimensions'][number]): Delivery {
  if (product.ast !== Availability.Available || product.dshc) return { kind: 'unavailable' };
  // Sizes are sold from stock only (decision 010).
  if (size) return size.qty > 0 ? { kind: 'in_stock' } : { kind: 'unavailable' };
  if (
    product.qty > 0 &&
    (IN_STOCK_AVAILABILITIES.includes(product.avl as Availability) || isBackOrder(product.avl))
  ) {
    return { kind: 'in_stock' };
  }
  if (product.avl === Availability.PreOrder) return { kind: 'preorder' };
  const days = BACK_ORDER_DAYS[product.avl];
  return days === undefined ? { kind: 'unavailable' } : { kind: 'back_order', days };
}

/** One line of a feed: a product without sizes, or one size of a product. */
export interface FeedItem {
  /** Unique in the feed: the product id, or `<product id>-<size id>`. */
  id: string;
  productId: number;
  sizeId: number | null;
  /** The product's name; `name` adds the size or colour. */
  productName: string;
  name: string;
  description: string;
  /** Absolute address of the product page. */
  link: string;
  /** Absolute picture addresses, the main one first. */
  images: string[];
  /** Category names from the top down. */
  categoryPath: string[];
  manufacturer: string | null;
  /** The shop's product code, which the feeds carry as the part number. */
  mpn: string;
  ean: string | null;
  /** What the shopper pays now, VAT included, in cents. */
  priceCents: number;
  /** The price before the reduction the page announces, in cents; equal to `priceCents` without one. */
  regularPriceCents: number;
  vatRate: number;
  stock: number;
  delivery: Delivery;
  size: string | null;
  color: string | null;
  weightGrams: number | null;
  /** The cheapest courier delivery to Greece for this item alone, in cents; null when none is offered. */
  shippingCents: number | null;
}

/** What a feed adds to the catalogue's answers: its settings, the shipping offer and the shop's address. */
export interface FeedContext {
  publicUrl: string;
  weights: ReadonlyMap<number, number>;
  /** The cheapest courier's cost and whether the free-shipping threshold applies to it. */
  courier: { costCents: number; freeAboveThreshold: boolean } | null;
  freeShippingThresholdCents: number;
}

const euroCents = (euros: number) => Math.round(euros * 100);

/** A text from the catalogue's sanitised HTML, as plain text. */
export function plainText(html: string | null): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function absolute(url: string, publicUrl: string): string {
  return new URL(url, `${publicUrl}/`).href;
}

function shippingCents(priceCents: number, context: FeedContext): number | null {
  const { courier } = context;
  if (!courier) return null;
  if (courier.freeAboveThreshold && priceCents >= context.freeShippingThresholdCents) return 0;
  return courier.costCents;
}

/** The feed lines of one product: one for the product, or one per size when it has sizes. */
export function feedItems(product: PublishedProduct, context: FeedContext): FeedItem[] {
  const { dto } = product;
  const link = absolute(`/products/${encodeURIComponent(dto.eurl)}`, context.publicUrl);
  const images = dto.images.map((url) => absolute(url, context.publicUrl));
  const base = {
    productId: dto.id,
    productName: dto.nm,
    name: dto.nm,
    description: plainText(dto.dsm) || plainText(dto.ds) || dto.nm,
    link,
    categoryPath: dto.breadcrumbs.map((crumb) => crumb.nm),
    manufacturer: dto.mfnm,
    mpn: dto.cd,
    vatRate: VAT_RATES[product.taxClass] ?? VAT_RATES[0] ?? 24,
    weightGrams: context.weights.get(dto.id) ?? null,
  };
  if (dto.dimensions.length === 0) {
    const priceCents = euroCents(dto.cprc);
    return [
      {
        ...base,
        id: String(dto.id),
        sizeId: null,
        images,
        ean: dto.bc,
        priceCents,
        regularPriceCents: Math.max(priceCents, euroCents(dto.cprcbd)),
        stock: Math.max(0, dto.qty),
        delivery: deliveryOf(dto),
        size: null,
        color: null,
        shippingCents: shippingCents(priceCents, context),
      },
    ];
  }
  return dto.dimensions.map((size) => {
    const priceCents = euroCents(size.cprc);
    const sizeImages = size.img1 ? [absolute(size.img1, context.publicUrl), ...images] : images;
    // A colour is named by its colour text; a size by its size text (`nm` carries whichever it has).
    const color = size.cvtxt;
    return {
      ...base,
      id: `${dto.id}-${size.id}`,
      sizeId: size.id,
      name: `${dto.nm} ${size.nm}`.trim(),
      images: [...new Set(sizeImages)],
      ean: product.sizeBarcodes.get(size.id) ?? null,
      priceCents,
      regularPriceCents: Math.max(priceCents, euroCents(size.cprcbd)),
      stock: Math.max(0, size.qty),
      delivery: deliveryOf(dto, size),
      size: color && color === size.nm ? null : size.nm,
      color,
      shippingCents: shippingCents(priceCents, context),
    };
  });
}

/** Euros with two decimals and a point, as every format writes prices; whole cents, no float rounding. */
export function euros(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
