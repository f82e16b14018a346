import { CONTENT_ENTITY_KINDS, faqListSchema, stripLanguage } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idSchema } from '../../lib/route-schemas.ts';
import { codeSchema } from './pages-query-schemas.ts';

/** A storefront path, with or without its language prefix: `/en/cart/` is `/cart`. */
const pathSchema = z
  .string()
  .trim()
  .min(1, 'required_field')
  .max(300, 'invalid_value')
  .regex(/^\/?[\p{L}\p{N}/._-]*$/u, 'invalid_value')
  .transform((path) => stripLanguage(path.startsWith('/') ? path : `/${path}`).toLowerCase());

/** Frequently asked questions (spec 001 §7): by the entity they are attached to, or by page path and section. */
export async function faqRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { faqs } = app.services;
  const tags = ['content'];

  route.get(
    '/faqs/getbyentitytype',
    {
      schema: {
        tags,
        summary: 'The questions attached to an entity (a content page, product, payment type …), in order',
        description: 'An entity without questions answers an empty list.',
        querystring: z.object({
          type: z.enum(CONTENT_ENTITY_KINDS, 'invalid_value'),
          id: idSchema('invalid_id'),
        }),
        response: { 200: faqListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({
      items: await faqs.byEntity(request.query.type, request.query.id, request.language),
    }),
  );

  route.get(
    '/faqs/GetFAQsmultiple',
    {
      schema: {
        tags,
        summary: 'The questions attached to a storefront path, of one section or of all, in order',
        querystring: z.object({ path: pathSchema, section: codeSchema.optional() }),
        response: { 200: faqListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({
      items: await faqs.byPath(request.query.path, request.query.section, request.language),
    }),
  );
}
