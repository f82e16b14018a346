import {
  adminCouponListSchema,
  adminCouponQuerySchema,
  adminCouponSaveSchema,
  adminCouponSchema,
  adminGiftCardDetailSchema,
  adminGiftCardListSchema,
  adminGiftCardQuerySchema,
  adminPromotionListSchema,
  adminPromotionQuerySchema,
  adminPromotionSaveSchema,
  adminPromotionSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['promotions admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...staffErrors, 409: apiErrorSchema };

/**
 * Staff calls of promotions (under `/api/{lang}/admin/`): policies, coupons and gift-card
 * balances. Every staff role reads; an Admin changes policies and coupons.
 */
export async function promotionAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { promotionsAdmin: admin } = app.services;
  const readers = { onRequest: app.requireStaff('promotions', 'read') };
  const writers = { onRequest: app.requireStaff('promotions', 'write') };

  route.get(
    '/admin/promotions/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Promotion policies, searched by code or name, active or not, sorted (active first unless told), paged (staff)',
        querystring: adminPromotionQuerySchema,
        response: { 200: adminPromotionListSchema, ...staffErrors },
      },
    },
    async (request) => admin.policies(request.query, request.language),
  );

  route.get(
    '/admin/promotions/get',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'One promotion policy with what it covers (staff)',
        querystring: idQuery('invalid_id'),
        response: { 200: adminPromotionSchema, ...staffErrors },
      },
    },
    async (request) => admin.policy(request.query.id),
  );

  route.post(
    '/admin/promotions/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Adds a promotion policy (no id) or replaces one with the products, categories, brands and gifts it covers; carts and badges follow at once (Admin)',
        body: adminPromotionSaveSchema,
        response: { 200: adminPromotionSchema, ...writeErrors },
      },
    },
    async (request) => admin.savePolicy(request.body, staffOf(request).id),
  );

  route.get(
    '/admin/coupons/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Coupons, searched by code, of one policy or all, active or not, sorted (newest first unless told), with their redemptions (staff)',
        querystring: adminCouponQuerySchema,
        response: { 200: adminCouponListSchema, ...staffErrors },
      },
    },
    async (request) => admin.coupons(request.query),
  );

  route.post(
    '/admin/coupons/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Adds a coupon (no id) or replaces one; codes are stored upper-case (Admin)',
        body: adminCouponSaveSchema,
        response: { 200: adminCouponSchema, ...writeErrors },
      },
    },
    async (request) => admin.saveCoupon(request.body, staffOf(request).id),
  );

  route.get(
    '/admin/giftcards/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Gift cards with their balances, searched by code, order or recipient e-mail, active or not, sorted (newest first unless told) (staff)',
        querystring: adminGiftCardQuerySchema,
        response: { 200: adminGiftCardListSchema, ...staffErrors },
      },
    },
    async (request) => admin.giftCards(request.query),
  );

  route.get(
    '/admin/giftcards/get',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'One gift card with every movement of its balance (staff)',
        querystring: idQuery('invalid_id'),
        response: { 200: adminGiftCardDetailSchema, ...staffErrors },
      },
    },
    async (request) => admin.giftCard(request.query.id),
  );
}
