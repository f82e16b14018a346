import { AfterAnswer } from '../../lib/after-answer.ts';
import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { MailService } from '../mail/index.ts';
import type { StaffService } from '../staff/index.ts';
import { CustomerAdminReads } from './admin-reads.ts';
import { customerAdminRoutes } from './admin-routes.ts';
import { CustomerCleanup } from './expired-rows.ts';
import { GoogleIdTokenVerifier } from './google.ts';
import { customerMessages } from './messages.ts';
import { customerRoutes } from './routes.ts';
import { CustomerService } from './service.ts';
import { SessionService } from './session-service.ts';

export { anonymiseCustomer, deletedAccountEmail } from './account-erasure.ts';
export type { CustomerRow } from './customer-lookups.ts';
export { EXPIRED_LINK_KEEP_DAYS } from './expired-rows.ts';
export { GoogleIdTokenVerifier } from './google.ts';
export { clearRefreshCookie } from './refresh-cookie.ts';
export { ATTEMPT_LIMITS } from './routes.ts';
export type { CustomerEvent, CustomerService } from './service.ts';

export const customersModule = {
  name: 'customers',
  routes: [customerRoutes, customerAdminRoutes],
  messages: customerMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{ mail: MailService; staff: StaffService }>) => {
    const sessions = new SessionService(db, {
      secret: config.secret,
      accessTokenMinutes: config.auth.accessTokenMinutes,
      refreshTokenMinutes: config.auth.refreshTokenMinutes,
    });
    const google = new GoogleIdTokenVerifier(config.auth.googleClientId, config.auth.googleJwksUrl);
    return {
      sessions,
      customersAdmin: new CustomerAdminReads(db),
      customerCleanup: new CustomerCleanup(db),
      customers: new CustomerService(
        db,
        sessions,
        google,
        services.mail,
        services.staff,
        config.publicUrl,
        config.shopName,
        new AfterAnswer(log),
      ),
    };
  },
} as const satisfies ApiModule;
export { type CustomerExportRow, customerExportBatch } from './export-rows.ts';
