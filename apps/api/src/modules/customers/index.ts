import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { MailService } from '../mail/service.ts';
import type { StaffService } from '../staff/service.ts';
import { CustomerAdminReads } from './admin-reads.ts';
import { customerAdminRoutes } from './admin-routes.ts';
import { CustomerCleanup } from './expired-rows.ts';
import { GoogleIdTokenVerifier } from './google.ts';
import { customerMessages } from './messages.ts';
import { customerRoutes } from './routes.ts';
import { CustomerService } from './service.ts';
import { SessionService } from './session-service.ts';

export const customersModule = {
  name: 'customers',
  routes: [customerRoutes, customerAdminRoutes],
  messages: customerMessages,
  createServices: ({ config, db, services }: ServiceContext<{ mail: MailService; staff: StaffService }>) => {
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
      ),
    };
  },
} as const satisfies ApiModule;
export { type CustomerExportRow, customerExportBatch } from './export-rows.ts';
