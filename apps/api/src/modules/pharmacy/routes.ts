import { pharmacyDetailsSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';

export async function pharmacyRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { pharmacy } = app.services;

  route.get(
    '/settings/pharmacy',
    {
      schema: {
        tags: ['pharmacy'],
        summary:
          'The online pharmacy’s legal details and the regulator’s list the EU common logo links to (Directive 2011/62/EU art. 85c)',
        response: { 200: pharmacyDetailsSchema, ...apiErrorResponses },
      },
    },
    async () => pharmacy.details,
  );
}
