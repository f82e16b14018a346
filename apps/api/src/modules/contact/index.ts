import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CaptchaService } from '../captcha/index.ts';
import type { MailService } from '../mail/index.ts';
import { ContactAdminReads } from './admin-reads.ts';
import { contactAdminRoutes } from './admin-routes.ts';
import { contactMessages } from './messages.ts';
import { contactRoutes } from './routes.ts';
import { ContactService } from './service.ts';

export const contactModule = {
  name: 'contact',
  routes: [contactRoutes, contactAdminRoutes],
  messages: contactMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{ mail: MailService; captcha: CaptchaService }>) => ({
    contactAdmin: new ContactAdminReads(db),
    contact: new ContactService(db, services.mail, services.captcha, {
      shopEmail: config.contact.email,
      shopPhone: config.contact.phone,
      shopName: config.shopName,
      secret: config.secret,
    }),
  }),
} as const satisfies ApiModule;
