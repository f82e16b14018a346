import type { StaffArea } from '@shop/contract';

/** The back office's pages in its navigation, each with the area of the role table it belongs to. */
export const ADMIN_SECTIONS: { path: string; key: string; area: StaffArea }[] = [
  { path: '', key: 'dashboard', area: 'orders' },
  { path: '/orders', key: 'orders', area: 'orders' },
  { path: '/customers', key: 'customers', area: 'customers' },
  { path: '/reviews', key: 'reviews', area: 'reviews' },
  { path: '/products', key: 'products', area: 'catalog' },
  { path: '/categories', key: 'categories', area: 'catalog' },
  { path: '/brands', key: 'brands', area: 'catalog' },
  { path: '/import', key: 'import', area: 'catalog' },
  { path: '/promotions', key: 'promotions', area: 'promotions' },
  { path: '/coupons', key: 'coupons', area: 'promotions' },
  { path: '/giftcards', key: 'gift_cards', area: 'promotions' },
  { path: '/loyalty', key: 'loyalty', area: 'settings' },
  { path: '/shipping-types', key: 'shipping_types', area: 'settings' },
  { path: '/payment-types', key: 'payment_types', area: 'settings' },
  { path: '/stores', key: 'stores', area: 'settings' },
  { path: '/lockers', key: 'lockers', area: 'settings' },
  { path: '/menus', key: 'menus', area: 'navigation' },
  { path: '/cms-links', key: 'cms_links', area: 'navigation' },
  { path: '/newsletter', key: 'newsletter', area: 'newsletter' },
  { path: '/contact', key: 'contact', area: 'contact' },
  { path: '/audit', key: 'audit', area: 'audit' },
];
