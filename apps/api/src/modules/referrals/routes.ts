import {
  apiErrorSchema,
  referAFriendQuerySchema,
  referAFriendResponseSchema,
  referralListSchema,
  referralTermsSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translatorOf } from '../../lib/messages.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';
import { enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';
import { referralMessages } from './messages.ts';

const tags = ['referrals'];
const security = [{ bearer: [] }];
const translate = translatorOf(referralMessages);

/** Refer a friend (spec 000 §3-§5, 001 §4; decision 017). */
export async function referralRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { referrals } = app.services;
  // Every valid request counts, refused ones too: "an account exists" must not become a probe.
  const invitesByCustomer = app.attemptLimits.counter('referral-invites-per-customer', {
    max: app.config.referrals.invitesPerHour,
    windowMs: 3_600_000,
  });

  route.get(
    '/customers/referafriend',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          "Invite a friend's e-mail: mails the registration link /register?ref=cd in the request's language; the same address again re-sends the same invitation. Not one's own or an existing customer's address (400 on email); rate-limited per customer (429)",
        querystring: referAFriendQuerySchema,
        response: {
          200: referAFriendResponseSchema,
          ...apiErrorResponses,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const customerId = customerOf(request).id;
      const checks: LimitCheck[] = [[invitesByCustomer, `customer:${customerId}`]];
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      const { email, comments } = request.query;
      const sent = await referrals.invite(customerId, email, comments || null, request.language);
      return { cd: sent.code, url: sent.url, message: translate(request.language, 'referral_sent') };
    },
  );

  route.get(
    '/referrals/getforcustomer',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          "The signed-in customer's invitations, newest first: sent, registered (the friend has an account) or rewarded (the friend's first order completed)",
        response: { 200: referralListSchema, ...apiErrorResponses, 401: apiErrorSchema },
      },
    },
    (request) => referrals.listFor(customerOf(request).id),
  );

  route.get(
    '/referrals/getterms',
    {
      schema: {
        tags,
        summary: "What an invitation earns: the sender's and the friend's points and the friend's coupon",
        response: { 200: referralTermsSchema, ...apiErrorResponses },
      },
    },
    () => referrals.terms,
  );
}
