import type { CardProviderCode } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { PaymentVerifyInput } from './providers/payment-provider.ts';

/**
 * Notifications from the payment providers, at `/api/webhooks/<provider>` (outside the language
 * prefix: a provider has no language). Servers call them, not browsers: they carry no XSRF token
 * and are believed only after the provider confirms them. The answer tells the provider whether to
 * send again: 2xx for anything settled, recorded or not ours (sending it again would change
 * nothing), 503 while the provider itself cannot be reached, 403 for a forgery.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  const { payments } = app.services;

  const receive = async (provider: CardProviderCode, input: PaymentVerifyInput, reply: FastifyReply) => {
    try {
      const result = await payments.settle(provider, input, 'notification');
      return reply.code(200).send({ received: true, outcome: result.outcome });
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 422)) {
        app.log.warn({ provider, code: error.messageKey }, 'payment notification not applied');
        return reply.code(200).send({ received: true, outcome: null });
      }
      throw error;
    }
  };

  // Viva checks the address once with a GET and expects the key its API gives the merchant.
  app.get('/api/webhooks/viva', async (_request, reply) => {
    const key = payments.providers.vivaWebhookKey();
    if (!key) throw new HttpError(404, 'payment_provider_not_configured');
    return reply.send(await key);
  });

  // Viva's notifications are not signed: the body only names the transaction to fetch from Viva.
  app.post('/api/webhooks/viva', { config: { xsrf: false } }, async (request, reply) =>
    receive('viva', { body: request.body }, reply),
  );

  app.post('/api/webhooks/sandbox', { config: { xsrf: false } }, async (request, reply) =>
    receive('sandbox', { body: request.body }, reply),
  );

  // Alpha Bank's and Piraeus Bank's gateways post their result from the shopper's browser (a plain
  // form) to these addresses, for success and failure alike; once verified, the browser goes on to
  // the shop. Piraeus is told the address as the merchant's success and failure URL.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const bank of ['alpha', 'winbank'] as const) {
      form.post(`/api/webhooks/${bank}`, { config: { xsrf: false } }, async (request, reply) => {
        const posted = (request.body ?? {}) as Record<string, string | undefined>;
        return reply
          .code(303)
          .header('location', await payments.bankReturn(bank, posted))
          .send();
      });
    }
  });

  // PayPal signs the body as sent: it is verified over the raw text, so JSON is not parsed here.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post('/api/webhooks/paypal', { config: { xsrf: false } }, async (request, reply) =>
      receive('paypal', { rawBody: String(request.body), headers: request.headers }, reply),
    );
  });
}
