import type { ApiModule } from '../lib/api-module.ts';
import { abandonedCartsModule } from './abandoned-carts/index.ts';
import { addressesModule } from './addresses/index.ts';
import { appointmentsModule } from './appointments/index.ts';
import { auditModule } from './audit/index.ts';
import { captchaModule } from './captcha/index.ts';
import { cartModule } from './cart/index.ts';
import { catalogAdminModule, catalogModule } from './catalog/index.ts';
import { categoriesAdminModule, categoriesModule } from './categories/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { checkoutOptionsAdminModule, checkoutOptionsModule } from './checkout-options/index.ts';
import { contactModule } from './contact/index.ts';
import { contentModule } from './content/index.ts';
import { customersModule } from './customers/index.ts';
import { documentsModule } from './documents/index.ts';
import { exportsModule } from './exports/index.ts';
import { feedsModule } from './feeds/index.ts';
import { fulfilmentModule } from './fulfilment/index.ts';
import { geoModule } from './geo/index.ts';
import { healthModule } from './health/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { jobsModule } from './jobs/index.ts';
import { loyaltyAdminModule, loyaltyModule } from './loyalty/index.ts';
import { mailModule } from './mail/index.ts';
import { manufacturersAdminModule, manufacturersModule } from './manufacturers/index.ts';
import { merchandisingModule } from './merchandising/index.ts';
import { metricsModule } from './metrics/index.ts';
import { navigationModule } from './navigation/index.ts';
import { newsletterModule } from './newsletter/index.ts';
import { ordersModule } from './orders/index.ts';
import { ownDataModule } from './own-data/index.ts';
import { paymentsModule } from './payments/index.ts';
import { pharmacyModule } from './pharmacy/index.ts';
import { pricingModule } from './pricing/index.ts';
import { promotionsAdminModule, promotionsModule } from './promotions/index.ts';
import { referralsModule } from './referrals/index.ts';
import { repeatPurchasesModule } from './repeat-purchases/index.ts';
import { returnsModule } from './returns/index.ts';
import { reviewsModule } from './reviews/index.ts';
import { searchModule } from './search/index.ts';
import { staffModule } from './staff/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';
import { taxRegistryModule } from './tax-registry/index.ts';
import { wishlistsModule } from './wishlists/index.ts';

/**
 * Every domain of the API. The app registers their routes, builds their services and merges their
 * messages from this list; adding a domain is its folder and one entry here. Services are built in
 * this order, so a module comes after the modules whose services it needs (the typecheck says which).
 */
export const apiModules = [
  healthModule,
  metricsModule,
  jobsModule,
  mailModule,
  auditModule,
  captchaModule,
  contactModule,
  categoriesModule,
  inventoryModule,
  catalogModule,
  manufacturersModule,
  searchModule,
  subscriptionsModule,
  navigationModule,
  staffModule,
  customersModule,
  geoModule,
  taxRegistryModule,
  addressesModule,
  cartModule,
  wishlistsModule,
  promotionsModule,
  loyaltyModule,
  contentModule,
  pharmacyModule,
  newsletterModule,
  referralsModule,
  checkoutOptionsModule,
  ordersModule,
  reviewsModule,
  paymentsModule,
  pricingModule,
  checkoutModule,
  documentsModule,
  merchandisingModule,
  appointmentsModule,
  repeatPurchasesModule,
  abandonedCartsModule,
  feedsModule,
  exportsModule,
  fulfilmentModule,
  returnsModule,
  ownDataModule,
  catalogAdminModule,
  categoriesAdminModule,
  manufacturersAdminModule,
  promotionsAdminModule,
  checkoutOptionsAdminModule,
  loyaltyAdminModule,
] as const satisfies readonly ApiModule[];
