import {
  apiErrorSchema,
  type CardProviderCode,
  paymentFormSchema,
  paymentRefundDueListSchema,
  paymentRequestQuerySchema,
  paymentResultSchema,
  paymentRetryRequestSchema,
  paymentStartSchema,
  paypalReturnSchema,
  sandboxReturnSchema,
  vivaReturnSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { SANDBOX_ACTIONS } from './sandbox-page.ts';

const paymentErrors = {
  ...apiErrorResponses,
  403: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  503: apiErrorSchema,
};

/** The storefront's payment calls: the return routes' parse calls, Try Again, the banks' forms. */
export async function paymentRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = app.services;

  const parse = (provider: CardProviderCode, path: string, summary: string, body: z.core.$ZodType<object>) =>
    route.post(
      path,
      {
        schema: {
          tags: ['payments'],
          summary,
          body,
          response: { 200: paymentResultSchema, ...paymentErrors },
        },
      },
      // The return's query is checked with the provider, never believed as it is.
      async (request) => payments.settle(provider, { query: stringValues(request.body as object) }, 'return'),
    );
  parse(
    'sandbox',
    '/payments/sandbox/parse',
    "The sandbox's signed return, verified and applied to its order",
    sandboxReturnSchema,
  );
  parse(
    'viva',
    '/vivapayments/parsetransaction',
    "Viva's return (t, s): the transaction fetched from Viva and applied to its order",
    vivaReturnSchema,
  );
  parse(
    'paypal',
    '/paypal/parsetransaction',
    "PayPal's return (token): the PayPal order captured and applied to its order",
    paypalReturnSchema,
  );

  route.post(
    '/payments/retry',
    {
      schema: {
        tags: ['payments'],
        summary: 'Try Again: another card payment for the same order while it waits for one',
        body: paymentRetryRequestSchema,
        response: { 200: paymentStartSchema, ...paymentErrors },
      },
    },
    async (request) => payments.retry(request.body.uid, request.body.eml),
  );

  route.get(
    '/payments/refundsdue',
    {
      onRequest: app.requireStaff('payments', 'read'),
      schema: {
        tags: ['payments'],
        summary:
          'Payments taken that their order could not keep (it expired, or another paid it): to refund (staff)',
        security: [{ bearer: [] }],
        response: { 200: paymentRefundDueListSchema, ...paymentErrors, 401: apiErrorSchema },
      },
    },
    async () => ({ items: await payments.refundsDue() }),
  );

  for (const [provider, path] of [
    ['alpha', '/alphacardlink/getrequestbyid'],
    ['winbank', '/winbank/getrequestbyid'],
  ] as const) {
    route.get(
      path,
      {
        onRequest: [app.identifyCustomer, refuseDeadToken],
        schema: {
          tags: ['payments'],
          summary:
            "The form the browser posts to the bank's card page, for the order with uid id; an account's order only with its customer's token",
          security: [{}, { bearer: [] }],
          querystring: paymentRequestQuerySchema,
          response: { 200: paymentFormSchema, ...paymentErrors, 401: apiErrorSchema },
        },
      },
      async (request) => payments.bankForm(provider, request.query.id, request.customer?.id ?? null),
    );
  }
}

/** The sandbox's hosted payment page, served by the API as a provider's page would be. */
export async function sandboxPageRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { sandboxGateway } = app.services;
  app.addHook('onClose', async () => sandboxGateway?.drain());
  // The page's buttons post a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  route.get(
    '/payments/sandbox/pay',
    {
      schema: {
        tags: ['payments'],
        summary: "The sandbox's hosted payment page (HTML)",
        querystring: z.object({ ref: z.string().trim().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      if (!sandboxGateway) return reply.code(404).type('text/html').send('');
      const page = await sandboxGateway.page(request.query.ref, request.language);
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page.html);
    },
  );

  route.post(
    '/payments/sandbox/decide',
    {
      // A provider's page is not the shop's: its form carries no XSRF token; the unguessable
      // payment reference is what allows deciding the payment.
      config: { xsrf: false },
      schema: {
        tags: ['payments'],
        summary: "The sandbox page's buttons: approve, decline or abandon the payment",
        body: z.object({ ref: z.string().trim().min(1).max(64), decision: z.enum(SANDBOX_ACTIONS) }),
      },
    },
    async (request, reply) => {
      if (!sandboxGateway) return reply.code(404).type('text/html').send('');
      const next = await sandboxGateway.decide(request.body.ref, request.body.decision, request.language);
      if ('redirect' in next) return reply.code(303).header('location', next.redirect).send();
      return reply.code(409).type('text/html; charset=utf-8').send(next.html);
    },
  );
}

/**
 * A token that no longer works answers 401, so the client renews it and asks again, rather than
 * the 404 its customer's order would get without one; no token at all is a guest.
 */
async function refuseDeadToken(request: FastifyRequest) {
  if (request.headers.authorization !== undefined && !request.customer)
    throw new HttpError(401, 'unauthorized');
}

function stringValues(values: object): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
}
