import { Readable } from 'node:stream';
import { FEED_NAMES } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { publicRead } from '../../plugins/xsrf.ts';
import type { FeedValidators } from './service.ts';

/** Whether the client already holds this version (RFC 9110 §13.1: `If-None-Match` wins over the date). */
export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  validators: FeedValidators,
): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    const plain = validators.etag.replace(/^W\//, '');
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === plain);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && validators.lastModified.getTime() <= since;
}

/**
 * The feeds at the shop's root (`/feeds/skroutz.xml`, `/feeds/bestprice.xml`, `/feeds/google.xml`),
 * which the storefront passes through like `/api` and `/media`: streamed as written.
 */
export async function feedRoutes(app: FastifyInstance) {
  const { feeds } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/feeds/:file',
    {
      config: publicRead,
      schema: {
        tags: ['feeds'],
        summary: 'Price-comparison product feed (Skroutz, BestPrice, Google Merchant Center), XML',
        params: z.object({ file: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const feed = FEED_NAMES.find((name) => request.params.file === `${name}.xml`);
      if (!feed) throw notFound();
      const validators = await feeds.validators(feed);
      reply.header('ETag', validators.etag);
      reply.header('Last-Modified', validators.lastModified.toUTCString());
      reply.header('Cache-Control', 'public, max-age=300');
      if (isNotModified(request.headers, validators)) return reply.code(304).send();
      reply.type('application/xml; charset=utf-8');
      if (request.method === 'HEAD') return reply.send();
      return reply.send(Readable.from(feeds.write(feed, validators)));
    },
  );
}
