import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  apiErrorSchema,
  reviewModerationRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Staff moderation of reviews (under `/api/{lang}/admin/`): every staff role reads what waits, a
 * SalesPerson or an Admin approves or rejects. Approval lists the review, counts it in the product's rating
 * and credits its author's Review points once.
 */
export async function reviewAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { reviews } = app.services;

  route.get(
    '/admin/reviews/pending',
    {
      onRequest: app.requireStaff('reviews', 'read'),
      schema: {
        tags,
        security,
        summary:
          'The review queue with product names: waiting ones by default (or approved, rejected, all), newest first, searched in title, text, author or by product code, filtered by stars, sorted and paged (staff)',
        querystring: adminReviewQuerySchema,
        response: { 200: adminReviewListSchema, ...staffErrors },
      },
    },
    async (request) => reviews.queue(request.query, request.language),
  );

  route.post(
    '/admin/reviews/approve',
    {
      onRequest: app.requireStaff('reviews', 'write'),
      schema: {
        tags,
        security,
        summary:
          "Approves a review: listed, counted in the product's rating, its author credited the Review points once (staff)",
        body: reviewModerationRequestSchema,
        response: { 200: adminReviewSchema, ...staffErrors },
      },
    },
    async (request) => reviews.approve(request.body.id, staffOf(request).id, request.language),
  );

  route.post(
    '/admin/reviews/reject',
    {
      onRequest: app.requireStaff('reviews', 'write'),
      schema: {
        tags,
        security,
        summary:
          'Rejects a review; an approved one leaves the list and the rating and its points are taken back (staff)',
        body: reviewModerationRequestSchema,
        response: { 200: adminReviewSchema, ...staffErrors },
      },
    },
    async (request) => reviews.reject(request.body.id, staffOf(request).id, request.language),
  );
}
