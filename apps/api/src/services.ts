import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AddressService } from './modules/addresses/service.ts';
import { CartService } from './modules/cart/service.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { CategoryService } from './modules/categories/service.ts';
import { CheckoutOptionsService } from './modules/checkout-options/service.ts';
import { GoogleIdTokenVerifier } from './modules/customers/google.ts';
import { CustomerService } from './modules/customers/service.ts';
import { SessionService } from './modules/customers/session-service.ts';
import { GeoService } from './modules/geo/service.ts';
import { MailService } from './modules/mail/service.ts';
import { ManufacturerService } from './modules/manufacturers/service.ts';
import { NavigationService } from './modules/navigation/service.ts';
import { PricingService } from './modules/pricing/service.ts';
import { ReviewService } from './modules/reviews/service.ts';
import { SearchService } from './modules/search/service.ts';
import { StaffService } from './modules/staff/service.ts';
import { SubscriptionService } from './modules/subscriptions/service.ts';
import { WishlistService } from './modules/wishlists/service.ts';

/** The business services of every domain, built once per app over one database. */
export function createServices(config: Config, database: Database, log: FastifyBaseLogger) {
  const mail = new MailService(database.db, config.mailFrom, config.smtpUrl, log);
  const staff = new StaffService(database.db, config.secret);
  const sessions = new SessionService(database.db, {
    secret: config.secret,
    accessTokenMinutes: config.auth.accessTokenMinutes,
    refreshTokenMinutes: config.auth.refreshTokenMinutes,
  });
  const google = new GoogleIdTokenVerifier(config.auth.googleClientId, config.auth.googleJwksUrl);
  const geo = new GeoService(database.db);
  const catalog = new CatalogService(database.db, config.loyaltyPointsPerEuro, config.catalogCacheMs);
  const subscriptions = new SubscriptionService(database.db, mail, config.publicUrl);
  catalog.onStockChanged((productId) => subscriptions.notifyRestocked(productId));
  return {
    catalog,
    categories: new CategoryService(database.db, catalog),
    manufacturers: new ManufacturerService(database.db),
    search: new SearchService(database.db, catalog),
    reviews: new ReviewService(database.db),
    subscriptions,
    mail,
    navigation: new NavigationService(database.db),
    staff,
    sessions,
    customers: new CustomerService(database.db, sessions, google, mail, staff, config.publicUrl),
    geo,
    addresses: new AddressService(database.db, geo),
    cart: new CartService(database.db, catalog),
    wishlists: new WishlistService(database.db, catalog),
    pricing: new PricingService(database.db, config),
    checkoutOptions: new CheckoutOptionsService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
