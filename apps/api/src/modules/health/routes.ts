import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied } from '../../db/migration-state.ts';

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

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and holds every migration of this build',
        description:
          'A load balancer sends traffic only to a ready replica; 503 while the database is unreachable or behind this build.',
        response: {
          200: z.object({ status: z.literal('ready'), migrations: z.number().int() }),
          503: z.object({
            status: z.literal('unavailable'),
            reason: z.enum(['database_unreachable', 'migrations_pending']),
          }),
        },
      },
    },
    async (request, reply) => {
      let state: Awaited<ReturnType<typeof migrationsApplied>>;
      try {
        state = await migrationsApplied(app.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return reply
          .code(503)
          .send({ status: 'unavailable' as const, reason: 'database_unreachable' as const });
      }
      if (!state.current) {
        request.log.warn(state, 'readiness check: migrations pending');
        return reply
          .code(503)
          .send({ status: 'unavailable' as const, reason: 'migrations_pending' as const });
      }
      return { status: 'ready' as const, migrations: state.applied };
    },
  );
}
