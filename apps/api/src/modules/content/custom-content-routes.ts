import { CONTENT_ENTITY_KINDS, customContentSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { codeSchema, queryFlagSchema } from './pages-query-schemas.ts';

/** Custom content by entity (spec 000 §7, 001 §7): a 200 holds the block, anything else means none. */
export async function customContentRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { customContent } = app.services;

  route.get(
    '/customcontent/getByEntity',
    {
      schema: {
        tags: ['content'],
        summary: 'The text attached to an entity at a place (subkey), rendered and sanitised',
        description:
          'In English, an entity with only a Greek text answers it when `fallbackToDefaultLanguage=true`, else 404.',
        querystring: z.object({
          entityType: z.enum(CONTENT_ENTITY_KINDS, 'invalid_value'),
          entityId: codeSchema,
          subkey: z
            .string()
            .trim()
            .max(100, 'invalid_value')
            .regex(/^[\p{L}\p{N}._-]*$/u, 'invalid_value')
            .default(''),
          fallbackToDefaultLanguage: queryFlagSchema.default(false),
        }),
        response: { 200: customContentSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const { entityType, entityId, subkey, fallbackToDefaultLanguage } = request.query;
      const block = await customContent.byEntity(
        { entityType, entityId, subkey },
        request.language,
        fallbackToDefaultLanguage,
      );
      if (!block) throw notFound('custom_content_not_found');
      return block;
    },
  );
}
