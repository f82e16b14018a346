import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { captchaMessages } from './messages.ts';
import { captchaRoutes } from './routes.ts';
import { CaptchaService } from './service.ts';

export type { CaptchaService } from './service.ts';

export const captchaModule = {
  name: 'captcha',
  routes: [captchaRoutes],
  messages: captchaMessages,
  createServices: ({ config, db }: ServiceContext) => ({
    captcha: new CaptchaService(db, config.secret, config.captcha),
  }),
} as const satisfies ApiModule;
