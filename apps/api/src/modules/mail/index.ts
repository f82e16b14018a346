import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { devMailRoutes } from './dev-routes.ts';
import { MailService } from './service.ts';

export const mailModule = {
  name: 'mail',
  devRoutes: [devMailRoutes],
  createServices: ({ config, db, log }: ServiceContext) => ({
    mail: new MailService(db, config.mailFrom, config.smtpUrl, log),
  }),
} as const satisfies ApiModule;
