import {
  apiErrorSchema,
  customerCouponListSchema,
  customerCouponsQuerySchema,
  offerListSchema,
  promotionPolicySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';

export async function promotionRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { promotions } = app.services;

  route.get(
    '/promotionpolicies/getbycode',
    {
      schema: {
        tags: ['promotions'],
        summary: 'An active promotion policy by code (the promotion-policy page)',
        querystring: z.object({ code: z.string().trim().min(1, 'required_field').max(100) }),
        response: { 200: promotionPolicySchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const policy = await promotions.policyByCode(request.query.code, request.language);
      if (!policy) throw notFound('promotion_policy_not_found');
      return policy;
    },
  );

  route.get(
    '/promotionpolicies/GetOffers',
    {
      schema: {
        tags: ['promotions'],
        summary: 'The promotion policies in force now, for the offers page (those ending soonest first)',
        response: { 200: offerListSchema, ...apiErrorResponses },
      },
    },
    (request) => promotions.offers(request.language),
  );

  route.get(
    '/customercoupons/getforcustomer',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['promotions'],
        security: [{ bearer: [] }],
        summary:
          "The signed-in customer's own coupons (referral, birthday, tier), newest first, with their state",
        querystring: customerCouponsQuerySchema,
        response: { 200: customerCouponListSchema, ...apiErrorResponses, 401: apiErrorSchema },
      },
    },
    (request) =>
      promotions.customerCoupons(
        customerOf(request).id,
        request.language,
        request.query.excludeInActive ?? false,
      ),
  );
}
