import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ShopMetrics } from './shop-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

/**
 * Counts every request (latency by route pattern, answers by status class) into the app's
 * metrics (`app.metrics`, served by `routes.ts`). Registered before the modules, so its hook
 * sees every route.
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = new ShopMetrics(app.database, app.services);
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      metrics.observeResponse(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'observability' },
);
