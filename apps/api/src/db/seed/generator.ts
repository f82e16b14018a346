import { Availability, type NetUnit, ProductType } from '@shop/contract';
import {
  BRANDS,
  GIFT_CARD_AMOUNTS,
  LINES,
  type ProductKind,
  SHADES,
  SIZES,
  STATUSES,
  SUB_CATEGORIES,
  type SubCategorySeed,
} from './catalog-data.ts';
import { parsePackSize } from './pack-size.ts';
import { createRandom, type Random } from './random.ts';
import { attachReviews, type ReviewSeed } from './review-seeds.ts';

export interface DimensionSeed {
  type: 'size' | 'shade';
  el: string;
  en: string;
  colorValue: string | null;
  stock: number;
  priceCents: number | null;
  /** A size's own price before its reduction: a reduced product's sizes are reduced alike. */
  listPriceCents: number | null;
}

export interface ProductSeed {
  code: string;
  barcode: string;
  eurl: string;
  nameEl: string;
  nameEn: string;
  shortEl: string;
  shortEn: string;
  descriptionEl: string;
  descriptionEn: string;
  productType: number;
  brandIndex: number | null;
  categoryId: number;
  parentCategoryId: number;
  shape: ProductKind['shape'];
  hue: number;
  imageCount: number;
  priceCents: number;
  listPriceCents: number | null;
  /** The pack's net quantity and unit, from its size ("50ml" → 50 ml); null for a gift card. */
  netQuantity: number | null;
  netUnit: NetUnit | null;
  /** Days ago the current price started; the earlier price (the list price) held before it. */
  reducedDaysAgo: number | null;
  stock: number;
  availability: number;
  orderMaxQuantity: number | null;
  addDisabled: boolean;
  statusCodes: string[];
  dimensions: DimensionSeed[];
  /** Those of the approved `reviews` (`attachReviews`). */
  ratingAverage: number;
  ratingCount: number;
  reviews: ReviewSeed[];
  createdDaysAgo: number;
}

function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
}

/** EAN-13 with a valid check digit, in the Greek 520 range. */
function ean13(random: Random): string {
  const digits = `520${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A pack size as English pages write it: "30 δισκία" is "30 tablets", "1 τεμάχιο" is "1 piece". */
function englishSize(size: string): string {
  return size
    .replace('δισκία', 'tablets')
    .replace('κάψουλες', 'capsules')
    .replace('αναβράζοντα', 'effervescent')
    .replace('τεμάχια', 'pieces')
    .replace('τεμάχιο', 'piece')
    .replace('ζεύγος', 'pair')
    .replace('παστίλιες', 'lozenges');
}

function descriptions(kind: ProductKind, brand: string, line: string, sub: SubCategorySeed) {
  const size = cycle(kind.sizes, 0);
  const shortEl = `<p>${kind.el} ${brand} ${line}, ${size}. Κατάλληλο για καθημερινή χρήση.</p>`;
  const shortEn = `<p>${kind.en} by ${brand}, ${line} range, ${englishSize(size)}. Suitable for daily use.</p>`;
  const descriptionEl =
    `<p>Το προϊόν <strong>${brand} ${line} ${kind.el}</strong> ανήκει στην κατηγορία ${sub.el.toLowerCase()}. ` +
    'Δοκιμασμένο δερματολογικά, με φόρμουλα χωρίς περιττά αρώματα.</p>' +
    '<ul><li>Ελληνική συσκευασία</li><li>Οδηγίες χρήσης στη συσκευασία</li><li>Φυλάσσεται σε δροσερό μέρος</li></ul>';
  const descriptionEn =
    `<p><strong>${brand} ${line} ${kind.en}</strong> belongs to ${sub.en.toLowerCase()}. ` +
    'Dermatologically tested, with a formula free of unnecessary fragrance.</p>' +
    '<ul><li>Greek packaging</li><li>Directions for use on the pack</li><li>Store in a cool place</li></ul>';
  return { shortEl, shortEn, descriptionEl, descriptionEn };
}

function priceCents(random: Random, [min, max]: [number, number]): number {
  const euros = random.int(min, max);
  return euros * 100 + random.pick([0, 50, 90, 99]);
}

function stockAndAvailability(random: Random): { stock: number; availability: number } {
  const roll = random.next();
  if (roll < 0.74) return { stock: random.int(5, 180), availability: Availability.Available };
  if (roll < 0.84) return { stock: random.int(1, 3), availability: Availability.Limited };
  if (roll < 0.91) return { stock: 0, availability: Availability.Exhausted };
  if (roll < 0.95) return { stock: 0, availability: Availability.PreOrder };
  return { stock: 0, availability: Availability.Days_2_5 };
}

function dimensionsFor(
  kind: ProductKind,
  random: Random,
  basePrice: number,
  baseListPrice: number | null,
): DimensionSeed[] {
  if (kind.variants === 'shades') {
    return SHADES.slice(0, random.int(3, SHADES.length)).map((shade) => ({
      type: 'shade' as const,
      el: shade.el,
      en: shade.en,
      colorValue: shade.value,
      stock: random.chance(0.2) ? 0 : random.int(2, 40),
      priceCents: null,
      listPriceCents: null,
    }));
  }
  if (kind.variants === 'sizes') {
    return SIZES.map((size, index) => ({
      type: 'size' as const,
      el: size.el,
      en: size.en,
      colorValue: null,
      stock: random.chance(0.2) ? 0 : random.int(1, 25),
      // Larger sizes cost a little more, and a reduction takes the same share off each.
      priceCents: basePrice + index * 150,
      listPriceCents:
        baseListPrice === null
          ? null
          : Math.round(((basePrice + index * 150) * baseListPrice) / basePrice / 10) * 10,
    }));
  }
  return [];
}

/**
 * The demo catalogue: `count` products spread over every sub-category and brand, plus
 * the gift cards; the same `seed` always gives the same catalogue.
 */
export function generateCatalogue(count: number, seed = 20261122): ProductSeed[] {
  const random = createRandom(seed);
  const products: ProductSeed[] = [];
  const usedSlugs = new Set<string>();
  const kinds = SUB_CATEGORIES.flatMap((sub) => sub.kinds.map((kind) => ({ sub, kind })));

  for (let index = 0; index < count; index++) {
    const round = Math.floor(index / kinds.length);
    const { sub, kind } = cycle(kinds, index);
    const brandIndex = (index * 7 + round) % BRANDS.length;
    const brand = cycle(BRANDS, brandIndex);
    const line = cycle(LINES, index * 3 + round);
    const size = cycle(kind.sizes, 0);
    const pack = parsePackSize(size);
    const nameEl = `${brand.name} ${line} ${kind.el} ${size}`;
    const nameEn = `${brand.name} ${line} ${kind.en} ${englishSize(size)}`;
    let eurl = slugify(nameEn);
    if (usedSlugs.has(eurl)) eurl = `${eurl}-${index + 1}`;
    usedSlugs.add(eurl);

    const price = priceCents(random, kind.priceRange);
    const reduced = random.chance(0.3);
    const listPrice = reduced
      ? Math.round(price / (1 - random.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4])) / 10) * 10
      : null;
    const dimensions = dimensionsFor(kind, random, price, listPrice);
    const { stock, availability } =
      dimensions.length > 0
        ? {
            stock: dimensions.reduce((total, d) => total + d.stock, 0),
            availability: dimensions.some((d) => d.stock > 0)
              ? Availability.Available
              : Availability.Exhausted,
          }
        : stockAndAvailability(random);
    const statusCodes = STATUSES.filter((status) => {
      if (status.code === 'offer') return reduced;
      return random.chance(0.08);
    }).map((status) => status.code);
    // Drawn as ever so the rest of the catalogue stays the same; `attachReviews` replaces both
    // rating fields by those of the reviews it writes.
    const ratingCount = random.chance(0.6) ? random.int(1, 140) : 0;

    products.push({
      code: `PH${String(100000 + index)}`,
      barcode: ean13(random),
      eurl,
      nameEl,
      nameEn,
      ...descriptions(kind, brand.name, line, sub),
      productType: ProductType.Product,
      brandIndex,
      categoryId: sub.id,
      parentCategoryId: sub.parentId ?? sub.id,
      shape: kind.shape,
      hue: (brandIndex * 37 + index * 11) % 360,
      imageCount: random.chance(0.4) ? 2 : 1,
      priceCents: price,
      listPriceCents: listPrice,
      netQuantity: pack?.quantity ?? null,
      netUnit: pack?.unit ?? null,
      reducedDaysAgo: reduced ? random.int(3, 20) : null,
      stock,
      availability,
      orderMaxQuantity: random.chance(0.1) ? random.pick([2, 3, 5]) : null,
      addDisabled: random.chance(0.01),
      statusCodes,
      dimensions,
      ratingAverage: ratingCount > 0 ? Math.round((3 + random.next() * 2) * 100) / 100 : 0,
      ratingCount,
      reviews: [],
      createdDaysAgo: random.int(0, 400),
    });
  }

  for (const amount of GIFT_CARD_AMOUNTS) {
    products.push({
      code: `GC${amount}`,
      barcode: ean13(random),
      eurl: `gift-card-${amount}-eur`,
      nameEl: `Δωροκάρτα ${amount}€`,
      nameEn: `Gift Card €${amount}`,
      shortEl: `<p>Δωροκάρτα αξίας ${amount}€ για όλα τα προϊόντα του καταστήματος.</p>`,
      shortEn: `<p>A gift card worth €${amount} for everything in the shop.</p>`,
      descriptionEl: '<p>Η δωροκάρτα στέλνεται με email στον παραλήπτη μαζί με το μήνυμά σας.</p>',
      descriptionEn: '<p>The gift card is emailed to the recipient together with your message.</p>',
      productType: ProductType.GiftCard,
      brandIndex: null,
      categoryId: GIFT_CARD_CATEGORY.id,
      parentCategoryId: 914,
      shape: 'card',
      hue: 170,
      imageCount: 1,
      priceCents: amount * 100,
      listPriceCents: null,
      netQuantity: null,
      netUnit: null,
      reducedDaysAgo: null,
      stock: 1000,
      availability: Availability.Available,
      orderMaxQuantity: 5,
      addDisabled: false,
      statusCodes: ['gift'],
      dimensions: [],
      ratingAverage: 0,
      ratingCount: 0,
      reviews: [],
      createdDaysAgo: 90,
    });
  }
  attachReviews(products);
  return products;
}

export const GIFT_CARD_CATEGORY = {
  id: 1999,
  parentId: 914,
  eurl: 'gift-cards',
  el: 'Δωροκάρτες',
  en: 'Gift Cards',
};
