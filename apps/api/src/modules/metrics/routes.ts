import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the metrics: this machine (the socket's peer and the client a trusted hop names,
 * as for the development tools, decision 008), or a scraper elsewhere holding `METRICS_TOKEN`.
 * Metrics tell how busy the shop is and how its payments go: not for the public.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip)) return true;
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && bearer !== undefined && sameSecret(bearer, token);
}

/** `GET /metrics`: what `observabilityPlugin` and the services' listeners counted. */
export async function metricsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: 'Metrics in the Prometheus text format',
        description: 'Answers this machine, or a bearer token equal to METRICS_TOKEN; 404 to anyone else.',
        headers: z.object({ authorization: z.string().max(500).optional() }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      if (!mayScrape(request, app.config.metricsToken)) throw notFound();
      const text = await app.metrics.scrape();
      return reply.type(app.metrics.contentType).send(text);
    },
  );
}
