import { CURATED_CATEGORY_IDS, HOME_CURATED_LIST_ID, HOME_HERO_BANNER_GROUP } from '@shop/contract';
import { count, sql } from 'drizzle-orm';
import { type BannerInput, saveBanner } from '../../modules/merchandising/banners.ts';
import { setCuratedList } from '../../modules/merchandising/curated-lists.ts';
import {
  type LandingCollectionInput,
  saveLandingCollection,
} from '../../modules/merchandising/landing-collections.ts';
import { type Db, queryRows } from '../client.ts';
import { banners } from '../schema/merchandising.ts';
import { type BannerTheme, type BannerWording, writeBannerPictures } from './banner-pictures.ts';

interface BannerSeed {
  name: string;
  group: string;
  theme: BannerTheme;
  title: { el: string; en: string };
  wording: { el: BannerWording; en: BannerWording };
  link: string;
  /** Where the banner leads from its landing page: the campaign's category. */
  landingLink?: string;
}

/** The home page's seasonal campaigns and the landing pages' banners. */
const BANNER_SEEDS: BannerSeed[] = [
  {
    name: 'sun-care',
    group: HOME_HERO_BANNER_GROUP,
    theme: 'sun',
    title: { el: 'Αντηλιακή προστασία για όλη την οικογένεια', en: 'Sun protection for the whole family' },
    wording: {
      el: {
        headline: ['Καλοκαίρι με', 'σωστή αντηλιακή', 'προστασία'],
        subline: 'SPF 30 και 50+ για πρόσωπο, σώμα και παιδιά',
        cta: 'Δείτε τα αντηλιακά',
      },
      en: {
        headline: ['Summer with', 'the right sun', 'protection'],
        subline: 'SPF 30 and 50+ for face, body and children',
        cta: 'See the sun care',
      },
    },
    link: '/landing_page/sun-care',
    landingLink: '/categories/face-sun-care',
  },
  {
    name: 'winter-immunity',
    group: HOME_HERO_BANNER_GROUP,
    theme: 'winter',
    title: { el: 'Θωρακίστε το ανοσοποιητικό τον χειμώνα', en: 'Support your immunity this winter' },
    wording: {
      el: {
        headline: ['Ενισχύστε το', 'ανοσοποιητικό σας'],
        subline: 'Βιταμίνη C, ψευδάργυρος, προβιοτικά και κρυολόγημα',
        cta: 'Δείτε τα συμπληρώματα',
      },
      en: {
        headline: ['Give your immune', 'system a boost'],
        subline: 'Vitamin C, zinc, probiotics and cold relief',
        cta: 'See the supplements',
      },
    },
    link: '/landing_page/winter-immunity',
    landingLink: '/categories/supplements',
  },
  {
    name: 'baby-care',
    group: HOME_HERO_BANNER_GROUP,
    theme: 'baby',
    title: { el: 'Απαλή φροντίδα για μωρά και μαμάδες', en: 'Gentle care for babies and mums' },
    wording: {
      el: {
        headline: ['Απαλή φροντίδα', 'για το μωρό σας'],
        subline: 'Ήπια προϊόντα για ευαίσθητες επιδερμίδες',
        cta: 'Μητέρα & Παιδί',
      },
      en: {
        headline: ['Gentle care', 'for your baby'],
        subline: 'Mild products for sensitive skin',
        cta: 'Mother & Child',
      },
    },
    link: '/landing_page/baby-care',
    landingLink: '/categories/mother-child',
  },
  {
    name: 'offers',
    group: HOME_HERO_BANNER_GROUP,
    theme: 'offers',
    title: { el: 'Προσφορές του μήνα', en: 'Offers of the month' },
    wording: {
      el: {
        headline: ['Προσφορές', 'του μήνα'],
        subline: 'Εκπτώσεις και δώρα σε αγαπημένες μάρκες',
        cta: 'Όλες οι προσφορές',
      },
      en: {
        headline: ['Offers of', 'the month'],
        subline: 'Discounts and gifts on favourite brands',
        cta: 'All offers',
      },
    },
    link: '/offers-page',
  },
];

/** Each landing page has its campaign's banner as its own group. */
const landingGroupOf = (name: string) => `landing-${name}`;

async function idOf(db: Db, table: 'categories' | 'manufacturers', eurl: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(table)} where eurl = ${eurl}`,
  );
  if (!row) throw new Error(`${table} ${eurl} missing`);
  return row.id;
}

/** The best-rated published products of a category and its sub-categories. */
async function topProductsOf(db: Db, categoryId: number | null, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p
      where p.is_published and p.product_type = 0 ${
        categoryId === null
          ? sql``
          : sql`and p.id in (select pc.product_id from product_categories pc join categories c on c.id = pc.category_id
            where c.id = ${categoryId} or c.parent_id = ${categoryId})`
      }
      order by p.rating_count desc, p.rating_average desc, p.id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

async function landingSeeds(db: Db): Promise<LandingCollectionInput[]> {
  const sunCare = await idOf(db, 'categories', 'face-sun-care');
  const supplements = await idOf(db, 'categories', 'supplements');
  const babyCare = await idOf(db, 'categories', 'mother-child');
  return [
    {
      slug: 'sun-care',
      title: { el: 'Αντηλιακή προστασία', en: 'Sun protection' },
      summary: {
        el: 'Αντηλιακά προσώπου με υψηλό δείκτη προστασίας, επιλεγμένα από τους φαρμακοποιούς μας.',
        en: 'High-protection face sunscreens, chosen by our pharmacists.',
      },
      intro: {
        format: 'Markdown',
        el: '## Πώς διαλέγω αντηλιακό\n\nΠροτιμήστε **SPF 30 ή 50+** με ευρύ φάσμα UVA/UVB. Ανανεώνετε την εφαρμογή κάθε **2 ώρες** και μετά από κάθε μπάνιο.\n\n- Λιπαρό δέρμα: λεπτόρρευστη υφή, χωρίς λιπαρότητα\n- Ευαίσθητο δέρμα: χωρίς άρωμα\n- Παιδιά: ειδικές παιδικές σειρές',
        en: '## Choosing a sunscreen\n\nPrefer **SPF 30 or 50+** with broad UVA/UVB protection. Reapply every **2 hours** and after each swim.\n\n- Oily skin: a light, non-greasy fluid\n- Sensitive skin: fragrance-free\n- Children: dedicated children’s ranges',
      },
      bannerGroup: landingGroupOf('sun-care'),
      rule: { kind: 'category', id: sunCare },
      position: 1,
    },
    {
      slug: 'winter-immunity',
      title: { el: 'Ανοσοποιητικό τον χειμώνα', en: 'Winter immunity' },
      summary: {
        el: 'Βιταμίνες, μέταλλα και προβιοτικά για τους κρύους μήνες.',
        en: 'Vitamins, minerals and probiotics for the cold months.',
      },
      intro: {
        format: 'PlainText',
        el: 'Μια ισορροπημένη διατροφή, ο ύπνος και η άσκηση είναι η βάση. Τα συμπληρώματα βοηθούν όταν η διατροφή δεν αρκεί.\n\nΡωτήστε τον φαρμακοποιό σας πριν ξεκινήσετε ένα συμπλήρωμα, ειδικά αν παίρνετε φάρμακα.',
        en: 'A balanced diet, sleep and exercise come first. Supplements help when food is not enough.\n\nAsk your pharmacist before starting a supplement, especially if you take medicines.',
      },
      bannerGroup: landingGroupOf('winter-immunity'),
      rule: { kind: 'category', id: supplements },
      position: 2,
    },
    {
      slug: 'baby-care',
      title: { el: 'Φροντίδα για μωρά', en: 'Baby care' },
      summary: {
        el: 'Ήπια προϊόντα για το μπάνιο, την αλλαγή και τον ήλιο του μωρού.',
        en: 'Mild products for baby’s bath, changing and sun.',
      },
      intro: {
        format: 'Html',
        el: '<p>Το δέρμα του μωρού είναι πιο λεπτό και χάνει εύκολα την υγρασία του. Επιλέξτε προϊόντα <strong>χωρίς άρωμα</strong>, ειδικά για βρέφη.</p>',
        en: '<p>A baby’s skin is thinner and loses moisture easily. Choose <strong>fragrance-free</strong> products made for infants.</p>',
      },
      bannerGroup: landingGroupOf('baby-care'),
      rule: { kind: 'category', id: babyCare },
      position: 3,
    },
    {
      slug: 'aqualis-offers',
      title: { el: 'Aqualis με έκπτωση 15%', en: 'Aqualis at 15% off' },
      summary: {
        el: 'Όλη η σειρά Aqualis με ιαματικό νερό, με έκπτωση 15%.',
        en: 'The whole Aqualis thermal-water range at 15% off.',
      },
      intro: {
        format: 'PlainText',
        el: 'Η έκπτωση ισχύει σε όλα τα προϊόντα Aqualis και συνδυάζεται με κουπόνι.',
        en: 'The discount applies to every Aqualis product and combines with a coupon.',
      },
      bannerGroup: null,
      rule: { kind: 'promotion', code: 'aqualis-15' },
      position: 4,
    },
  ];
}

/**
 * The demo's banners (home hero and landing pages, pictures written under `mediaDir`), curated
 * lists of the home page and every top category, and landing collections, on a database that has
 * no banners yet (a shop's own are never touched).
 */
export async function seedMerchandisingDemo(db: Db, mediaDir: string): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(banners);
  if ((existing?.value ?? 0) > 0) return;
  for (const [position, banner] of BANNER_SEEDS.entries()) {
    const images = {
      el: writeBannerPictures(mediaDir, `${banner.name}-el`, banner.theme, banner.wording.el),
      en: writeBannerPictures(mediaDir, `${banner.name}-en`, banner.theme, banner.wording.en),
    };
    const input: BannerInput = {
      groupName: banner.group,
      title: banner.title,
      images,
      link: banner.link,
      position,
    };
    await saveBanner(db, input);
    if (banner.landingLink) {
      const groupName = landingGroupOf(banner.name);
      await saveBanner(db, { ...input, groupName, link: banner.landingLink, position: 0 });
    }
  }
  for (const categoryId of CURATED_CATEGORY_IDS) {
    await setCuratedList(db, { categoryId, productIds: await topProductsOf(db, categoryId, 8) });
  }
  await setCuratedList(db, {
    categoryId: HOME_CURATED_LIST_ID,
    title: { el: 'Επιλογές του φαρμακοποιού', en: 'Our pharmacists’ picks' },
    productIds: await topProductsOf(db, null, 16),
  });
  for (const collection of await landingSeeds(db)) await saveLandingCollection(db, collection);
}
