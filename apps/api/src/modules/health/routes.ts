import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (request, reply) => {
      const database = app.database.kind;
      try {
        await app.database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'unavailable' as const, database });
      }
    },
  );
}
