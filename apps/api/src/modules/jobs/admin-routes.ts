import { apiErrorSchema, failedJobListSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';

const tags = ['jobs'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff see the background jobs that failed their last retry (under `/api/{lang}/admin/`); every staff role reads. */
export async function jobAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { jobs } = app.services;

  route.get(
    '/admin/jobs/failed',
    {
      onRequest: app.requireStaff('jobs', 'read'),
      schema: {
        tags,
        security,
        summary:
          'Background jobs kept as failed after their last retry (mail delivery, sweeps), newest first (staff)',
        querystring: z.object({
          psize: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: failedJobListSchema, ...staffErrors },
      },
    },
    async (request) => {
      const failed = await jobs.failed(request.query.psize);
      return {
        items: failed.map((job) => ({
          id: job.id,
          queue: job.queue,
          data: job.data,
          error: job.error,
          retries: job.retries,
          created: job.createdAt.toISOString(),
          failed: job.failedAt.toISOString(),
        })),
      };
    },
  );
}
