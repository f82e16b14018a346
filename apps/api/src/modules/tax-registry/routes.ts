import { apiErrorSchema, taxIdQuerySchema, taxRegistryLookupSchema, viesQuerySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';

const MINUTE = 60_000;
const lookupErrors = { ...apiErrorResponses, 429: apiErrorSchema };

export async function taxRegistryRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { taxRegistry } = app.services;
  // AADE counts every call against the shop's daily and monthly quota: one visitor may not use it up.
  const lookupsByIp = app.attemptLimits.counter('tax-registry-lookups-per-ip', {
    max: 20,
    windowMs: 10 * MINUTE,
  });
  const limit = (ip: string): LimitCheck[] => [[lookupsByIp, ip]];

  route.get(
    '/orders/getafmdetails',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Company details of a Greek tax id (ΑΦΜ) for an invoice: checksum, then AADE',
        querystring: taxIdQuerySchema,
        response: { 200: taxRegistryLookupSchema, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const checks = limit(request.ip);
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      return taxRegistry.greekCompany(request.query.afm, request.language);
    },
  );

  route.get(
    '/orders/getafmcheckvies',
    {
      schema: {
        tags: ['checkout'],
        summary: 'An EU VAT number checked in VIES for the country with id cid',
        querystring: viesQuerySchema,
        response: { 200: taxRegistryLookupSchema, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const checks = limit(request.ip);
      await enforceLimits(reply, checks);
      await hitLimits(checks);
      return taxRegistry.euCompany(request.query.cid, request.query.afm, request.language);
    },
  );
}
