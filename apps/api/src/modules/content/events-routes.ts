import { EVENT_PAGE_SIZE, eventPageSchema, eventSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idSchema } from '../../lib/route-schemas.ts';
import type { EventTime } from './events-service.ts';
import { pageQuery, slugOf, urlQuery } from './routes.ts';

const eventPage = pageQuery(EVENT_PAGE_SIZE);

/** `?past=true` the events that are over, `false` those still to come; absent, every one. */
const pastQuery = z
  .enum(['true', 'false'], 'invalid_value')
  .optional()
  .transform((past): EventTime => (past === undefined ? 'all' : past === 'true' ? 'past' : 'upcoming'));

/** The pharmacy's events, in the style of the news calls (spec 001 §7 names none). */
export async function eventRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { contentEvents } = app.services;
  const tags = ['content'];

  route.get(
    '/events/getupcoming',
    {
      schema: {
        tags,
        summary: 'Published events not yet over (one under way included), soonest first',
        querystring: eventPage,
        response: { 200: eventPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => contentEvents.events({ time: 'upcoming' }, request.query, request.language),
  );

  route.get(
    '/events/getall',
    {
      schema: {
        tags,
        summary:
          'Published events: with past=true those over, latest first; with past=false those to come, soonest first; else every one, latest first',
        querystring: eventPage.extend({ past: pastQuery }),
        response: { 200: eventPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => contentEvents.events({ time: request.query.past }, request.query, request.language),
  );

  route.get(
    '/events/getbycontributor',
    {
      schema: {
        tags,
        summary: 'Published events a contributor hosts, latest first',
        querystring: eventPage.extend({ id: idSchema('invalid_id') }),
        response: { 200: eventPageSchema, ...apiErrorResponses },
      },
    },
    async (request) =>
      contentEvents.events({ time: 'all', contributorId: request.query.id }, request.query, request.language),
  );

  route.get(
    '/events/getbyurl',
    {
      schema: {
        tags,
        summary: 'A published event by its url slug, with its sanitised description and hosts',
        querystring: urlQuery,
        response: { 200: eventSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const event = await contentEvents.eventByUrl(slugOf(request.query.url), request.language);
      if (!event) throw notFound('event_not_found');
      return event;
    },
  );
}
