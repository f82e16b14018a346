import { HEADER_MESSAGE_CODE, MAIN_MENU_CODE } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { CategoryService } from '../../modules/categories/service.ts';
import {
  type CmsLinkInput,
  insertCmsLinks,
  insertMenuEntries,
  type MenuEntryInput,
  saveCustomMessage,
} from '../../modules/navigation/navigation-writes.ts';
import type { Db } from '../client.ts';
import { cmsLinks, customMessages, menuItems } from '../schema/navigation.ts';

/** After the categories: offers, brands, and the articles, videos and events under one heading. */
const SHOP_ENTRIES: MenuEntryInput[] = [
  { title: { el: 'Προσφορές', en: 'Offers' }, url: '/offers-page', isHighlighted: true },
  { title: { el: 'Μάρκες', en: 'Brands' }, url: '/brands' },
  {
    title: { el: 'Συμβουλές', en: 'Advice' },
    url: '/blogs',
    children: [
      { title: { el: 'Συμβουλές υγείας', en: 'Health tips' }, url: '/blog/health-tips' },
      { title: { el: 'Ομορφιά και δέρμα', en: 'Beauty and skin' }, url: '/blog/beauty-skin' },
      { title: { el: 'Διατροφή', en: 'Nutrition' }, url: '/blog/nutrition' },
      { title: { el: 'Βίντεο οδηγίες', en: 'Video tutorials' }, url: '/tutorials' },
      { title: { el: 'Εκδηλώσεις', en: 'Events' }, url: '/events' },
      { title: { el: 'Οι ειδικοί μας', en: 'Our experts' }, url: '/contributors' },
      {
        title: { el: 'ΕΟΦ: ανακλήσεις φαρμάκων', en: 'EOF: medicine recalls' },
        url: 'https://www.eof.gr/',
        target: '_blank',
      },
    ],
  },
];

/** The four footer columns, the usp bar, the side menu's help links, the follow-us line and the payment badges. */
const CMS_LINKS: CmsLinkInput[] = [
  // The usp bar.
  {
    label: { el: 'Δωρεάν αποστολή για αγορές άνω των 39 €', en: 'Free delivery on orders over €39' },
    value: '/pages/shipping',
    flags: ['ss'],
  },
  {
    label: { el: 'Επιστροφές εντός 14 ημερών', en: 'Returns within 14 days' },
    value: '/pages/returns',
    flags: ['ss'],
  },
  {
    label: { el: 'Συμβουλές από τους φαρμακοποιούς μας', en: 'Advice from our pharmacists' },
    value: '/contact',
    flags: ['ss'],
  },
  {
    label: { el: 'Ασφαλείς πληρωμές', en: 'Secure payments' },
    value: '/pages/payment-methods',
    flags: ['ss'],
  },
  // Help.
  { label: { el: 'Επικοινωνία', en: 'Contact' }, value: '/contact', flags: ['sf1', 'sm', 'sh'] },
  {
    label: { el: 'Παρακολούθηση παραγγελίας', en: 'Track your order' },
    value: '/track-order',
    flags: ['sf1', 'sm', 'sh'],
  },
  { label: { el: 'Τρόποι αποστολής', en: 'Shipping' }, value: '/pages/shipping', flags: ['sf1'] },
  { label: { el: 'Επιστροφές', en: 'Returns' }, value: '/pages/returns', flags: ['sf1'] },
  {
    label: { el: 'Τρόποι πληρωμής', en: 'Payment methods' },
    value: '/pages/payment-methods',
    flags: ['sf1'],
  },
  { label: { el: 'Συχνές ερωτήσεις', en: 'FAQ' }, value: '/pages/faq', flags: ['sf1', 'sm'] },
  // Shop.
  { label: { el: 'Μάρκες', en: 'Brands' }, value: '/brands', flags: ['sf2'] },
  { label: { el: 'Προσφορές', en: 'Offers' }, value: '/offers-page', flags: ['sf2'] },
  { label: { el: 'Άρθρα', en: 'Articles' }, value: '/blogs', flags: ['sf2'] },
  { label: { el: 'Βίντεο οδηγίες', en: 'Video tutorials' }, value: '/tutorials', flags: ['sf2'] },
  { label: { el: 'Εκδηλώσεις', en: 'Events' }, value: '/events', flags: ['sf2'] },
  // The pharmacy.
  { label: { el: 'Ποιοι είμαστε', en: 'Who we are' }, value: '/pages/who-we-are', flags: ['sf3', 'sh'] },
  { label: { el: 'Pharmatron', en: 'Pharmatron' }, value: '/pages/pharmatron', flags: ['sf3'] },
  { label: { el: 'Οι ειδικοί μας', en: 'Our experts' }, value: '/contributors', flags: ['sf3'] },
  // Legal.
  { label: { el: 'Όροι χρήσης', en: 'Terms of use' }, value: '/pages/terms-of-use', flags: ['sf4'] },
  {
    label: { el: 'Πολιτική απορρήτου', en: 'Privacy policy' },
    value: '/pages/privacy-policy',
    flags: ['sf4'],
  },
  { label: { el: 'Πολιτική cookies', en: 'Cookie policy' }, value: '/pages/cookie-policy', flags: ['sf4'] },
  // Follow us.
  {
    label: { el: 'Facebook', en: 'Facebook' },
    value: 'https://www.facebook.com/',
    target: '_blank',
    flags: ['sf'],
  },
  {
    label: { el: 'Instagram', en: 'Instagram' },
    value: 'https://www.instagram.com/',
    target: '_blank',
    flags: ['sf'],
  },
  {
    label: { el: 'YouTube', en: 'YouTube' },
    value: 'https://www.youtube.com/',
    target: '_blank',
    flags: ['sf'],
  },
  // Payment badges.
  ...[
    { el: 'Visa', en: 'Visa' },
    { el: 'Mastercard', en: 'Mastercard' },
    { el: 'PayPal', en: 'PayPal' },
    { el: 'IRIS', en: 'IRIS' },
    { el: 'Αντικαταβολή', en: 'Cash on delivery' },
    { el: 'Κατάθεση σε τράπεζα', en: 'Bank deposit' },
  ].map((label): CmsLinkInput => ({ label, value: '/pages/payment-methods', flags: ['sb'] })),
];

/**
 * The demo shop's navigation, each part once, when its table is empty: the main menu (the visible
 * category tree as the categories domain has it, then the shop's entries), the cms links and the
 * header message.
 */
export async function seedNavigationDemo(db: Db): Promise<void> {
  const [menu] = await db
    .select({ total: count() })
    .from(menuItems)
    .where(eq(menuItems.menuCode, MAIN_MENU_CODE));
  if ((menu?.total ?? 0) === 0) await insertMenuEntries(db, MAIN_MENU_CODE, await menuOfCategories(db));
  const [links] = await db.select({ total: count() }).from(cmsLinks);
  if ((links?.total ?? 0) === 0) await insertCmsLinks(db, CMS_LINKS);
  const [message] = await db
    .select({ total: count() })
    .from(customMessages)
    .where(eq(customMessages.code, HEADER_MESSAGE_CODE));
  if ((message?.total ?? 0) === 0) {
    await saveCustomMessage(db, {
      code: HEADER_MESSAGE_CODE,
      chex: '#0f5132',
      el: {
        rct: 'Δωρεάν αποστολή σε όλη την Ελλάδα για αγορές άνω των 39 €',
        rct2: 'Προσφορές εβδομάδας έως -40%',
        rct3: 'Ρωτήστε τους φαρμακοποιούς μας: Δευτέρα-Παρασκευή 09:00-17:00',
      },
      en: {
        rct: 'Free delivery across Greece on orders over €39',
        rct2: 'This week’s offers, up to 40% off',
        rct3: 'Ask our pharmacists: Monday to Friday 09:00-17:00',
      },
      nu: '/pages/shipping',
      nu2: '/offers-page',
      nu3: '/contact',
    });
  }
}

async function menuOfCategories(db: Db): Promise<MenuEntryInput[]> {
  const categories = new CategoryService(db);
  const [greek, english] = await Promise.all([categories.allVisible('el'), categories.allVisible('en')]);
  const englishNames = new Map(english.map((entry) => [entry.id, entry.nm]));
  const entryOf = (category: (typeof greek)[number]): MenuEntryInput => ({
    title: { el: category.nm, en: englishNames.get(category.id) ?? null },
    url: `/categories/${category.eurl}`,
    children: greek.filter((child) => child.pid === category.id).map(entryOf),
  });
  return [...greek.filter((category) => category.pid === null).map(entryOf), ...SHOP_ENTRIES];
}
