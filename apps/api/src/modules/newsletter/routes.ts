import {
  apiErrorSchema,
  DEFAULT_PATH_SETTINGS,
  localizePath,
  messageResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribePath,
  newsletterUnsubscribeQuerySchema,
  newsletterVerificationQuerySchema,
  newsletterVerificationSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type KeysOf, translatorOf } from '../../lib/messages.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';
import { newsletterMessages } from './messages.ts';

const MINUTE = 60_000;

/**
 * Sign-ups mail whoever the address belongs to, so they are limited as registration's mails are:
 * tightly per address, loosely per IP (carrier-grade NAT). The service adds a limit of its own
 * per address that holds for checkout's sign-ups as well.
 */
export const NEWSLETTER_LIMITS = {
  mailsPerEmail: { max: 3, windowMs: 60 * MINUTE },
  mailsPerIp: { max: 30, windowMs: 60 * MINUTE },
} as const;

const tags = ['newsletter'];
const translate = translatorOf(newsletterMessages);
const message = (request: FastifyRequest, key: KeysOf<typeof newsletterMessages>) =>
  translate(request.language, key);

/** The newsletter's own double opt-in (decision 015) and its one-click unsubscribe (RFC 8058). */
export async function newsletterRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { newsletter } = app.services;
  const mailByEmail = app.attemptLimits.counter(
    'newsletter-mails-per-email',
    NEWSLETTER_LIMITS.mailsPerEmail,
  );
  const mailByIp = app.attemptLimits.counter('newsletter-mails-per-ip', NEWSLETTER_LIMITS.mailsPerIp);

  route.post(
    '/newslettersubscriptions/subscribe',
    {
      schema: {
        tags,
        summary:
          'Sign an address up: stores it pending and mails a confirmation link; the same answer whether or not it is subscribed',
        body: newsletterSubscribeRequestSchema,
        response: { 200: messageResponseSchema, ...apiErrorResponses, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const checks: LimitCheck[] = [
        [mailByIp, `ip:${request.ip}`],
        [mailByEmail, request.body.eml],
      ];
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      await newsletter.subscribe(request.body.eml, request.language, 'footer');
      return { message: message(request, 'newsletter_mail_sent') };
    },
  );

  route.get(
    '/newslettersubscriptions/verifysubscription',
    {
      schema: {
        tags,
        summary: `Confirm a sign-up with the mailed guid (single use, expiring); a customer's first confirmation credits Newsletter points`,
        querystring: newsletterVerificationQuerySchema,
        response: { 200: newsletterVerificationSchema, ...apiErrorResponses, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const { points } = await newsletter.verify(request.query.guid);
      return { message: message(request, 'newsletter_confirmed'), lpnt: points };
    },
  );

  // A mail client's one-click unsubscribe posts a form (`List-Unsubscribe=One-Click`, RFC 8058)
  // without the XSRF token: the signed token in the address is the credential. The body says
  // nothing more, so it is read (a form, multipart or JSON) and left aside.
  await app.register(async (oneClick) => {
    const ignore = (_request: FastifyRequest, _body: string, done: (error: null, body: null) => void) =>
      done(null, null);
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, ignore);
    oneClick.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, ignore);
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/newslettersubscriptions/unsubscribe',
      {
        config: { xsrf: false },
        schema: {
          tags,
          summary: 'Unsubscribe with the signed token of a newsletter mail (RFC 8058 one-click); idempotent',
          querystring: newsletterUnsubscribeQuerySchema,
          response: { 200: messageResponseSchema, ...apiErrorResponses },
        },
      },
      async (request) => {
        await newsletter.unsubscribe(request.query.token);
        return { message: message(request, 'newsletter_unsubscribed') };
      },
    );
  });

  route.get(
    '/newslettersubscriptions/unsubscribe',
    {
      schema: {
        tags,
        summary:
          "A mail's List-Unsubscribe address opened in a browser: 303 to the storefront's page, which asks before unsubscribing",
        querystring: newsletterUnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      await newsletter.checkUnsubscribeToken(request.query.token);
      const page = localizePath(
        request.language,
        newsletterUnsubscribePath(request.query.token),
        DEFAULT_PATH_SETTINGS,
      );
      return reply.code(303).header('location', `${app.config.publicUrl}${page}`).send();
    },
  );
}
