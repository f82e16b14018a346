import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Public pages: [path, route module]. Every one is served at the root, under /el and under /en (spec 000 §2). */
const publicPages: [string, string][] = [
  ['newsletter-subscription-verification/:guid', 'routes/newsletter-verification.tsx'],
  ['newsletter-unsubscribe/:token', 'routes/newsletter-unsubscribe.tsx'],
  ['repeat/:token', 'routes/repeat-reminder-link.tsx'],
  ['cart/restore/:token', 'routes/cart-restore-link.tsx'],
  ['categories/:eurl', 'routes/category.tsx'],
  ['promotion-policy/:code', 'routes/promotion-policy.tsx'],
  ['products/:eurl', 'routes/product.tsx'],
  ['brands', 'routes/brands.tsx'],
  ['brands/:eurl', 'routes/brand.tsx'],
  ['search-results', 'routes/search-results.tsx'],
  ['guest/wishlists', 'routes/guest-wishlists.tsx'],
  ['guest/wishlists/:id', 'routes/guest-wishlist.tsx'],
  ['contact', 'routes/contact.tsx'],
  ['pages/:eurl', 'routes/content-page.tsx'],
  ['contributors', 'routes/contributors.tsx'],
  ['contributor/:eurl', 'routes/contributor.tsx'],
  ['events', 'routes/events.tsx'],
  ['event/:eurl', 'routes/event.tsx'],
  ['blogs', 'routes/blogs.tsx'],
  ['blog/:eurl', 'routes/blog-category.tsx'],
  ['blogPost/:eurl', 'routes/blog-post.tsx'],
  ['tutorials', 'routes/tutorials.tsx'],
  ['videos/:eurl', 'routes/video-category.tsx'],
  ['video/:eurl', 'routes/video.tsx'],
  ['login', 'routes/login.tsx'],
  ['register', 'routes/register.tsx'],
  ['verifyregistration/:guid', 'routes/verify-registration.tsx'],
  ['forgot-password', 'routes/forgot-password.tsx'],
  ['resetpassword/:guid', 'routes/reset-password.tsx'],
  ['logout', 'routes/logout.tsx'],
  ['impersonate/:guid', 'routes/impersonate.tsx'],
  ['cart', 'routes/cart.tsx'],
  ['checkout-login', 'routes/checkout-login.tsx'],
  ['checkout-information', 'routes/checkout-information.tsx'],
  ['checkout-shipping-payment', 'routes/checkout-shipping-payment.tsx'],
  ['checkout-success/:uid', 'routes/checkout-success.tsx'],
  ['checkout-failure', 'routes/checkout-failure.tsx'],
  ['payment/alpha_request/:id', 'routes/payment-request.tsx'],
  ['payment/alpha/success/:uid', 'routes/payment-success.tsx'],
  ['payment/alpha/cancel', 'routes/checkout-failure.tsx'],
  ['payment/winbank/:id', 'routes/payment-request.tsx'],
  ['payment/winbank/success/:uid', 'routes/payment-success.tsx'],
  ['payment/winbank/cancel', 'routes/checkout-failure.tsx'],
  ['payment/paypal/success', 'routes/payment-success.tsx'],
  ['payment/paypal/cancel', 'routes/checkout-failure.tsx'],
  ['payment/viva/success', 'routes/payment-success.tsx'],
  ['payment/viva/cancel', 'routes/payment-success.tsx'],
  ['payment/sandbox/success', 'routes/payment-success.tsx'],
  ['payment/sandbox/cancel', 'routes/payment-success.tsx'],
  ['track-order', 'routes/track-order.tsx'],
  ['track-order/:uid', 'routes/track-order.tsx'],
  ['landing-page', 'routes/landing-page.tsx'],
  ['offers-page', 'routes/offers-page.tsx'],
  ['book-appointment', 'routes/book-appointment.tsx'],
];

/** Served under /el and /en only (spec 000 §2). */
const prefixedOnlyPages: [string, string][] = [
  ['landing_page', 'routes/landing-page.tsx'],
  ['landing_page/:collectionSlug', 'routes/landing-page.tsx'],
];

/** Login-required pages; their layout sends a visitor without a session to /logout. */
const profilePages: [string, string][] = [
  ['profile', 'routes/profile.tsx'],
  ['profile/account', 'routes/profile-account.tsx'],
  ['profile/addresses', 'routes/profile-addresses.tsx'],
  ['profile/addresses/create', 'routes/profile-address.tsx'],
  ['profile/addresses/:id', 'routes/profile-address.tsx'],
  ['profile/orders', 'routes/profile-orders.tsx'],
  ['profile/orders/:uid', 'routes/profile-order.tsx'],
  ['profile/track-order', 'routes/track-order.tsx'],
  ['profile/track-order/:uid', 'routes/track-order.tsx'],
  ['profile/wishlists', 'routes/profile-wishlists.tsx'],
  ['profile/wishlists/:id', 'routes/profile-wishlist.tsx'],
  ['profile/coupons', 'routes/profile-coupons.tsx'],
  ['profile/referrals', 'routes/profile-referrals.tsx'],
  ['profile/loyalty', 'routes/profile-loyalty.tsx'],
  ['profile/gift-cards', 'routes/profile-gift-cards.tsx'],
  ['profile/appointments', 'routes/profile-appointments.tsx'],
  ['profile/repeat-purchases', 'routes/profile-repeat-purchases.tsx'],
];

/** The back office's pages under `/{el|en}/admin/` (issue 16), in a tree of their own outside the shop's shell. */
const adminPages: [string, string][] = [
  ['reviews', 'routes/admin-reviews.tsx'],
  ['products', 'routes/admin-products.tsx'],
  ['products/export', 'routes/admin-export.tsx'],
  ['products/:id', 'routes/admin-product.tsx'],
  ['import', 'routes/admin-import.tsx'],
  ['categories', 'routes/admin-categories.tsx'],
  ['brands', 'routes/admin-brands.tsx'],
  ['audit', 'routes/admin-audit.tsx'],
  ['staff', 'routes/admin-staff.tsx'],
  ['search-insights', 'routes/admin-search-insights.tsx'],
  ['abandoned-carts', 'routes/admin-abandoned-carts.tsx'],
  ['feeds', 'routes/admin-feeds.tsx'],
  ['exports', 'routes/admin-exports.tsx'],
  ['exports/orders', 'routes/admin-exports-orders.tsx'],
  ['exports/customers', 'routes/admin-exports-customers.tsx'],
  ['exports/stock', 'routes/admin-exports-stock.tsx'],
  ['orders', 'routes/admin-orders.tsx'],
  ['orders/:uid', 'routes/admin-order.tsx'],
  ['orders/:uid/print', 'routes/admin-order-print.tsx'],
  ['picking', 'routes/admin-picking.tsx'],
  ['picking/pdf', 'routes/admin-picking-pdf.tsx'],
  ['shipping', 'routes/admin-shipping.tsx'],
  ['shipping/labels', 'routes/admin-shipping-labels.tsx'],
  ['returns', 'routes/admin-returns.tsx'],
  ['stock', 'routes/admin-stock.tsx'],
  ['documents', 'routes/admin-documents.tsx'],
  ['documents/export', 'routes/admin-documents-export.tsx'],
  ['documents/:id/pdf', 'routes/admin-document-pdf.tsx'],
  ['customers', 'routes/admin-customers.tsx'],
  ['customers/:id', 'routes/admin-customer.tsx'],
  ['newsletter', 'routes/admin-newsletter.tsx'],
  ['newsletter/export', 'routes/admin-newsletter-export.tsx'],
  ['contact', 'routes/admin-contact.tsx'],
  ['promotions', 'routes/admin-promotions.tsx'],
  ['coupons', 'routes/admin-coupons.tsx'],
  ['giftcards', 'routes/admin-gift-cards.tsx'],
  ['giftcards/:id', 'routes/admin-gift-card.tsx'],
  ['loyalty', 'routes/admin-loyalty.tsx'],
  ['shipping-types', 'routes/admin-shipping-types.tsx'],
  ['payment-types', 'routes/admin-payment-types.tsx'],
  ['stores', 'routes/admin-stores.tsx'],
  ['lockers', 'routes/admin-lockers.tsx'],
  ['menus', 'routes/admin-menus.tsx'],
  ['cms-links', 'routes/admin-cms-links.tsx'],
  ['header-messages', 'routes/admin-header-messages.tsx'],
  ['articles', 'routes/admin-articles.tsx'],
  ['events', 'routes/admin-events.tsx'],
  ['videos', 'routes/admin-videos.tsx'],
  ['contributors', 'routes/admin-contributors.tsx'],
  ['pages', 'routes/admin-pages.tsx'],
  ['faq', 'routes/admin-faq.tsx'],
  ['banners', 'routes/admin-banners.tsx'],
];

function adminUnder(language: 'el' | 'en'): RouteConfigEntry[] {
  const base = `${language}/admin`;
  const scope = `admin-${language}`;
  return [
    route(`${base}/login`, 'routes/admin-login.tsx', { id: `${scope}:login` }),
    route(`${base}/logout`, 'routes/admin-logout.tsx', { id: `${scope}:logout` }),
    // A resource route (no page): the content forms' preview, outside the frame.
    route(`${base}/content/preview`, 'routes/admin-content-preview.tsx', { id: `${scope}:content-preview` }),
    // A resource route (no page): the content forms' picture upload.
    route(`${base}/content/pictures`, 'routes/admin-content-pictures.tsx', {
      id: `${scope}:content-pictures`,
    }),
    layout('routes/admin-layout.tsx', { id: `${scope}:layout` }, [
      route(base, 'routes/admin-dashboard.tsx', { id: `${scope}:dashboard` }),
      ...adminPages.map(([path, file]) => route(`${base}/${path}`, file, { id: `${scope}:${path}` })),
    ]),
  ];
}

function pagesUnder(language: '' | 'el' | 'en'): RouteConfigEntry[] {
  const scope = language || 'root';
  const at = (path: string) => (language ? `${language}/${path}` : path);
  const pages = language ? [...publicPages, ...prefixedOnlyPages] : publicPages;
  return [
    language
      ? route(language, 'routes/home.tsx', { id: `${scope}:home` })
      : index('routes/home.tsx', { id: `${scope}:home` }),
    ...pages.map(([path, file]) => route(at(path), file, { id: `${scope}:${path}` })),
    layout(
      'routes/profile-layout.tsx',
      { id: `${scope}:profile-layout` },
      profilePages.map(([path, file]) => route(at(path), file, { id: `${scope}:${path}` })),
    ),
  ];
}

export default [
  route('robots.txt', 'routes/robots[.]txt.tsx'),
  route('favicon.ico', 'routes/favicon[.]ico.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.tsx'),
  route('consent', 'routes/consent.tsx'),
  route('admin', 'routes/admin-redirect.tsx', { id: 'admin:redirect' }),
  route('admin/*', 'routes/admin-redirect.tsx', { id: 'admin:redirect-page' }),
  ...adminUnder('el'),
  ...adminUnder('en'),
  layout('routes/shell.tsx', [
    ...pagesUnder(''),
    ...pagesUnder('el'),
    ...pagesUnder('en'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
