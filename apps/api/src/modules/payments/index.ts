import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { GeoService } from '../geo/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { paymentMessages } from './messages.ts';
import { PaymentProviders } from './provider-registry.ts';
import { RefundDesk } from './refund-desk.ts';
import { refundSweepJob } from './refund-job.ts';
import { paymentRoutes, sandboxPageRoutes } from './routes.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { PaymentsService } from './service.ts';
import { paymentWebhookRoutes } from './webhook-routes.ts';

export { MANUAL_REFUND_PROVIDERS, OFFLINE_PROVIDERS } from './provider-registry.ts';
export type { PaymentRefund, RefundDesk, RefundOrderInput, RefundSweep } from './refund-desk.ts';
export type { PaymentsService } from './service.ts';

export const paymentsModule = {
  name: 'payments',
  routes: [paymentRoutes, sandboxPageRoutes, refundSweepJob],
  rootRoutes: [paymentWebhookRoutes],
  messages: paymentMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{ orders: OrdersService; geo: GeoService }>) => {
    const providers = new PaymentProviders(
      config.payments,
      {
        secret: config.secret,
        pageUrl: (reference, language) =>
          `${config.publicUrl}/api/${language}/payments/sandbox/pay?${new URLSearchParams({ ref: reference })}`,
      },
      // Resolved on each call, so that tests can answer with recorded responses.
      (input, init) => globalThis.fetch(input, init),
    );
    const payments = new PaymentsService(db, services.orders, services.geo, providers, {
      publicUrl: config.publicUrl,
      maxAttempts: config.payments.maxAttempts,
      log,
    });
    const sandboxGateway = providers.sandbox
      ? new SandboxGateway(db, services.orders, payments, providers.sandbox, {
          notifyDelayMs: config.payments.sandboxNotifyDelayMs,
          decideUrl: (language) => `/api/${language}/payments/sandbox/decide`,
          log,
        })
      : undefined;
    const refunds = new RefundDesk(db, providers, log);
    return { payments, sandboxGateway, refunds };
  },
} as const satisfies ApiModule;
