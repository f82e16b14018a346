import { ProductType } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  manufacturerCountryExclusions,
  manufacturers,
  productBundleItems,
  productBundles,
  productTabs,
  promotionPolicies,
  promotionPolicyCategories,
  promotionPolicyManufacturers,
  ReviewStatus,
  reviews,
  searchSuggestions,
} from '../schema/index.ts';
import type { ProductSeed } from './generator.ts';

/** Header-box links (no product): what shoppers of a pharmacy look for most. */
const SUGGESTION_LINKS: { el: string; en: string; url: string }[] = [
  { el: 'Αντηλιακά προσώπου', en: 'Face sun care', url: '/categories/face-sun-care' },
  { el: 'Βιταμίνες', en: 'Vitamins', url: '/categories/vitamins' },
  { el: 'Τριχόπτωση', en: 'Hair loss', url: '/categories/hair-loss' },
  { el: 'Ενυδάτωση προσώπου', en: 'Face moisturisers', url: '/categories/face-moisturisers' },
  { el: 'Βρεφική περιποίηση', en: 'Baby care', url: '/categories/baby-care' },
  { el: 'Προβιοτικά', en: 'Probiotics', url: '/categories/probiotics' },
  { el: 'Αντιγήρανση', en: 'Anti-ageing', url: '/categories/anti-ageing' },
  { el: 'Στοματική υγιεινή', en: 'Oral care', url: '/categories/oral-care' },
  { el: 'Προσφορές', en: 'Offers', url: '/offers-page' },
  { el: 'Όλες οι μάρκες', en: 'All brands', url: '/brands' },
];

/** A product's tabs: how to use it and its ingredients. */
const PRODUCT_TABS = [
  {
    el: 'Τρόπος χρήσης',
    en: 'How to use',
    contentEl: '<p>Εφαρμόστε σύμφωνα με τις οδηγίες της συσκευασίας.</p>',
    contentEn: '<p>Apply as directed on the pack.</p>',
  },
  {
    el: 'Συστατικά',
    en: 'Ingredients',
    contentEl: '<p>Τα πλήρη συστατικά αναγράφονται στη συσκευασία.</p>',
    contentEn: '<p>The full ingredient list is printed on the pack.</p>',
  },
];

/** A gift card has no ingredients: how it works instead. */
const GIFT_CARD_TABS = [
  {
    el: 'Πώς λειτουργεί',
    en: 'How it works',
    contentEl:
      '<p>Ο κωδικός της δωροκάρτας στέλνεται με email στον παραλήπτη και εξαργυρώνεται στο καλάθι, σε μία ή περισσότερες αγορές.</p>',
    contentEn:
      '<p>The gift card code is e-mailed to the recipient and redeemed in the cart, over one or more purchases.</p>',
  },
];

/** The demo tabs of a product's page. */
export function demoTabsOf(seed: Pick<ProductSeed, 'productType'>) {
  return seed.productType === ProductType.GiftCard ? GIFT_CARD_TABS : PRODUCT_TABS;
}

/** Reference data of the catalogue beyond products: suggestions, promotion policies, brand exclusions. */
async function insertReferenceExtras(db: Db) {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(searchSuggestions);
  if ((existing?.count ?? 0) > 0) return;
  await db.insert(searchSuggestions).values(
    SUGGESTION_LINKS.flatMap((link) => [
      { language: 'el', title: link.el, url: link.url },
      { language: 'en', title: link.en, url: link.url },
    ]),
  );
  const brands = await db.select({ id: manufacturers.id, eurl: manufacturers.eurl }).from(manufacturers);
  const brandId = (eurl: string) => brands.find((brand) => brand.eurl === eurl)?.id;
  const [oneplus, tier] = await db
    .insert(promotionPolicies)
    .values([
      {
        code: 'dermaline-1-plus-1',
        nameEl: 'Dermaline 1+1 δώρο',
        nameEn: 'Dermaline 1+1 free',
        descriptionEl: 'Με κάθε προϊόν Dermaline, το δεύτερο δώρο.',
        descriptionEn: 'With every Dermaline product, the second one is free.',
        badge: '1+1',
      },
      {
        code: 'supplements-vip',
        nameEl: 'Συμπληρώματα -20% για Health VIP',
        nameEn: 'Supplements -20% for Health VIP',
        descriptionEl: 'Έκπτωση 20% στα συμπληρώματα για τα μέλη Health VIP.',
        descriptionEn: '20% off supplements for Health VIP members.',
        badge: '-20%',
        customerGroups: ['gld'],
      },
    ])
    .returning({ id: promotionPolicies.id });
  const dermaline = brandId('dermaline');
  if (oneplus && dermaline !== undefined) {
    await db.insert(promotionPolicyManufacturers).values({ policyId: oneplus.id, manufacturerId: dermaline });
  }
  if (tier) await db.insert(promotionPolicyCategories).values({ policyId: tier.id, categoryId: 821 });
  const exclusions = [
    ['glucocheck', 'CY'],
    ['orthos', 'CY'],
    ['zenith-care', 'CY'],
  ].flatMap(([eurl = '', country = '']) => {
    const id = brandId(eurl);
    return id === undefined ? [] : [{ manufacturerId: id, countryIso: country }];
  });
  if (exclusions.length) await db.insert(manufacturerCountryExclusions).values(exclusions);
}

/**
 * The seeds' reviews (`attachReviews`), their tabs (`demoTabsOf`) and a bundle for every tenth pair of
 * products; deterministic for the same seeds.
 */
export async function insertCatalogueExtras(
  db: Db,
  seeds: ProductSeed[],
  idByCode: Map<string, number>,
  now: Date,
) {
  await insertReferenceExtras(db);
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const tabRows: (typeof productTabs.$inferInsert)[] = [];
  const pairs: [ProductSeed, number, number][] = [];
  seeds.forEach((seed, index) => {
    const productId = idByCode.get(seed.code);
    if (productId === undefined) return;
    demoTabsOf(seed).forEach((tab, position) => {
      tabRows.push({
        productId,
        position,
        titleEl: tab.el,
        titleEn: tab.en,
        contentEl: tab.contentEl,
        contentEn: tab.contentEn,
      });
    });
    for (const review of seed.reviews) {
      reviewRows.push({
        productId,
        authorName: review.authorName,
        title: review.title,
        body: review.body,
        rating: review.rating,
        language: review.language,
        status: review.approved ? ReviewStatus.Approved : ReviewStatus.Pending,
        createdAt: new Date(now.getTime() - review.daysAgo * 86_400_000),
      });
    }
    const partner = seeds[index + 1];
    const partnerId = partner ? idByCode.get(partner.code) : undefined;
    if (
      index % 20 === 0 &&
      partner &&
      partnerId !== undefined &&
      seed.productType === 0 &&
      partner.productType === 0
    ) {
      pairs.push([seed, productId, partnerId]);
    }
  });
  for (let start = 0; start < reviewRows.length; start += 500) {
    await db.insert(reviews).values(reviewRows.slice(start, start + 500));
  }
  for (let start = 0; start < tabRows.length; start += 500) {
    await db.insert(productTabs).values(tabRows.slice(start, start + 500));
  }
  for (const [seed, first, second] of pairs) {
    const [bundle] = await db
      .insert(productBundles)
      .values({
        code: `BNDL-${seed.code}`,
        nameEl: `Πακέτο ${seed.nameEl}`,
        nameEn: `Bundle ${seed.nameEn}`,
        priceCents: Math.round(seed.priceCents * 1.6),
      })
      .returning({ id: productBundles.id });
    if (!bundle) continue;
    await db.insert(productBundleItems).values([
      { bundleId: bundle.id, productId: first, position: 0 },
      { bundleId: bundle.id, productId: second, position: 1 },
    ]);
  }
}
