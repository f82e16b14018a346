import {
  apiErrorSchema,
  customerReviewRequestSchema,
  customerReviewSchema,
  isReviewableEntity,
  type ReviewTarget,
  reviewListSchema,
  reviewSchema,
  reviewTargetSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const customerErrors = { ...apiErrorResponses, 401: apiErrorSchema };

/** Reviews of the spec's call catalogue (spec 001 §7): the public list and the signed-in customer's own. */
export async function reviewRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { reviews, catalog } = app.services;

  /** The product a target names: products only (400), published ones only (404). */
  const productOf = async ({ to_ent, to_id }: ReviewTarget): Promise<number> => {
    if (!isReviewableEntity(to_ent)) {
      throw new HttpError(400, 'review_target_not_supported', { to_ent: ['invalid_value'] });
    }
    const exists = await catalog.productIdsPublished([to_id]);
    if (exists.length === 0) throw notFound('product_not_found');
    return to_id;
  };

  route.post(
    '/reviews/getreviews',
    {
      // A read sent as POST (spec 001 §7): it changes nothing, so the storefront's server may
      // ask for it while rendering a product page, without a browser's XSRF cookie.
      config: { xsrf: false },
      schema: {
        tags,
        summary:
          'Approved reviews of an entity (to_ent "Product", to_id the product id) with the rating aggregate; vb marks a verified buyer',
        body: z.object({
          ...reviewTargetSchema.shape,
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          psize: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: reviewListSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const productId = await productOf(request.body);
      return reviews.forProduct(productId, request.body.page, request.body.psize, request.language);
    },
  );

  route.post(
    '/reviews/getcustomerreview',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          "The signed-in customer's own review of an entity in any state (st 0 pending, 1 approved, 2 rejected), or null",
        body: reviewTargetSchema,
        response: { 200: customerReviewSchema, ...customerErrors },
      },
    },
    async (request) => {
      const productId = await productOf(request.body);
      return { item: await reviews.ofCustomer(customerOf(request).id, productId, request.language) };
    },
  );

  route.post(
    '/reviews/InsertCustomerReview',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          'Writes the customer\'s review (title 5-100, text up to 1500, rating 1-5; markup removed): it waits for approval. A second review of the same product is 409 "review_already_exists"',
        body: customerReviewRequestSchema,
        response: { 200: reviewSchema, ...customerErrors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const productId = await productOf(request.body);
      return reviews.insert(customerOf(request).id, productId, request.body, request.language);
    },
  );

  route.post(
    '/reviews/UpdateCustomerReview',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          "Edits the customer's review of the entity: it waits for approval again, and an approved one's points are taken back (RevertAfterEdit)",
        body: customerReviewRequestSchema,
        response: { 200: reviewSchema, ...customerErrors },
      },
    },
    async (request) => {
      const productId = await productOf(request.body);
      return reviews.update(customerOf(request).id, productId, request.body, request.language);
    },
  );
}
