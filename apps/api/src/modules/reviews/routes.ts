import { reviewListSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';

/** Entity kinds reviews can be about; only products have reviews in the storefront. */
const PRODUCT_ENTITY = new Set(['product', 'products']);

export async function reviewRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { reviews, catalog } = app.services;

  route.post(
    '/reviews/getreviews',
    {
      // A read sent as POST (spec 001 §7): it changes nothing, so the storefront's server may
      // ask for it while rendering a product page, without a browser's XSRF cookie.
      config: { xsrf: false },
      schema: {
        tags: ['reviews'],
        summary:
          'Approved reviews of an entity (to_ent "Product", to_id the product id) with the rating aggregate',
        body: z.object({
          to_ent: z.union([z.string().trim().max(40), z.number()]),
          to_id: z.coerce.number('invalid_id').int('invalid_id').positive('invalid_id').max(2_147_483_647),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          psize: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: reviewListSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const { to_ent, to_id, page, psize } = request.body;
      if (!PRODUCT_ENTITY.has(String(to_ent).toLowerCase())) {
        throw new HttpError(400, 'review_target_not_supported', { to_ent: ['invalid_value'] });
      }
      const exists = await catalog.productIdsPublished([to_id]);
      if (exists.length === 0) throw notFound('product_not_found');
      return reviews.forProduct(to_id, page, psize);
    },
  );
}
