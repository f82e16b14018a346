import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CustomerService } from '../customers/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import { referralMessages } from './messages.ts';
import { referralRoutes } from './routes.ts';
import { ReferralService } from './service.ts';

export { eraseReferralsOf } from './own-data.ts';
export type { ReferralService } from './service.ts';

export const referralsModule = {
  name: 'referrals',
  routes: [referralRoutes],
  messages: referralMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{
    mail: MailService;
    customers: CustomerService;
    loyalty: LoyaltyService;
    promotions: PromotionService;
  }>) => {
    const referrals = new ReferralService(db, services, {
      publicUrl: config.publicUrl,
      shopName: config.shopName,
      senderPoints: config.loyalty.eventPoints.ReferAFriend,
      friendPoints: config.loyalty.eventPoints.AcceptReferAFriend,
      couponDays: config.referrals.couponDays,
    });
    // A new account that registered with an invitation's code is linked to it.
    services.customers.onCustomerEvent(async (event) => {
      if (event.kind !== 'registered') return;
      const code = await services.customers.referredByCodeOf(event.customerId);
      if (code) await referrals.linkRegistration(event.customerId, code);
    });
    return { referrals };
  },
} as const satisfies ApiModule;
