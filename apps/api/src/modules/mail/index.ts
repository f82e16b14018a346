import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { JobRunner } from '../jobs/index.ts';
import { mailDeliveryJob } from './delivery-job.ts';
import { devMailRoutes } from './dev-routes.ts';
import { MailService } from './service.ts';

export type { MailAttachment, MailService, OutgoingMail } from './service.ts';

export const mailModule = {
  name: 'mail',
  routes: [mailDeliveryJob],
  devRoutes: [devMailRoutes],
  createServices: ({ config, db, services }: ServiceContext<{ jobs: JobRunner }>) => ({
    mail: new MailService(db, config.mailFrom, config.smtpUrl, services.jobs, config.mailDelivery),
  }),
} as const satisfies ApiModule;
