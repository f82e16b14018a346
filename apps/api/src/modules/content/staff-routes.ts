import {
  adminContentDeleteResultSchema,
  adminContentPreviewResultSchema,
  adminContentPreviewSchema,
  adminContributorListSchema,
  adminContributorQuerySchema,
  adminContributorSaveSchema,
  adminContributorSchema,
  adminEventListSchema,
  adminEventQuerySchema,
  adminEventSchema,
  adminNewsEntrySchema,
  adminNewsListSchema,
  adminNewsQuerySchema,
  adminVideoListSchema,
  adminVideoQuerySchema,
  adminVideoSaveSchema,
  adminVideoSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { renderContent } from './render.ts';

const tags = ['content'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...staffErrors, 409: apiErrorSchema };

/**
 * The back office's reads of articles, events, videos and contributors (every staff role), their
 * saves and removals (Admin), and the preview of a text as it would be stored. Articles and events
 * are saved through `/admin/newsentries/insert|update` and `/admin/events/insert|update`.
 */
export async function contentStaffRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { contentStaffReads: reads, contentStaffWrites: writes } = app.services;
  const readers = { onRequest: app.requireStaff('content', 'read') };
  const writers = { onRequest: app.requireStaff('content', 'write') };

  route.post(
    '/admin/content/preview',
    {
      // It changes nothing: the screen's preview is open to whoever may read the content.
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'A text in its format rendered and sanitised exactly as it would be stored, for the editor’s preview (staff)',
        body: adminContentPreviewSchema,
        response: { 200: adminContentPreviewResultSchema, ...staffErrors },
      },
    },
    async (request) => renderContent(request.body.format, request.body.body),
  );

  const kindRoutes = staffKindRoutes(app);
  kindRoutes({
    path: 'newsentries',
    what: 'Articles',
    one: 'One article',
    query: adminNewsQuerySchema,
    list: adminNewsListSchema,
    item: adminNewsEntrySchema,
    read: (query) => reads.newsEntries(query),
    get: (id) => reads.newsEntry(id),
    remove: (id, staffId) => writes.deleteNewsEntry(id, staffId),
  });
  kindRoutes({
    path: 'events',
    what: 'Events',
    one: 'One event with its host ids',
    query: adminEventQuerySchema,
    list: adminEventListSchema,
    item: adminEventSchema,
    read: (query) => reads.events(query),
    get: (id) => reads.event(id),
    remove: (id, staffId) => writes.deleteEvent(id, staffId),
  });
  kindRoutes({
    path: 'videos',
    what: 'Videos',
    one: 'One video',
    query: adminVideoQuerySchema,
    list: adminVideoListSchema,
    item: adminVideoSchema,
    read: (query) => reads.videos(query),
    get: (id) => reads.video(id),
    remove: (id, staffId) => writes.deleteVideo(id, staffId),
  });
  kindRoutes({
    path: 'contributors',
    what: 'Contributors',
    one: 'One contributor',
    query: adminContributorQuerySchema,
    list: adminContributorListSchema,
    item: adminContributorSchema,
    read: (query) => reads.contributors(query),
    get: (id) => reads.contributor(id),
    remove: (id, staffId) => writes.deleteContributor(id, staffId),
  });

  route.post(
    '/admin/videos/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Adds a video (no id) or replaces one; its description is rendered and sanitised, its player an allowed https embed (Admin)',
        body: adminVideoSaveSchema,
        response: { 200: adminVideoSchema, ...writeErrors },
      },
    },
    async (request) => writes.saveVideo(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/contributors/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Adds a contributor (no id) or replaces one; the bio is rendered and sanitised (Admin)',
        body: adminContributorSaveSchema,
        response: { 200: adminContributorSchema, ...writeErrors },
      },
    },
    async (request) => writes.saveContributor(request.body, staffOf(request).id),
  );
}

/** One content kind's staff routes: where they live, how they are named, what they read and remove. */
export interface StaffKind<
  Query extends z.core.$ZodType,
  List extends z.core.$ZodType,
  Item extends z.core.$ZodType,
> {
  /** The path segment: `/admin/<path>/list|get|delete`. */
  path: string;
  /** The kind in the plural and one item, for the summaries. */
  what: string;
  one: string;
  query: Query;
  list: List;
  item: Item;
  read: (query: z.output<Query>) => Promise<z.input<List>>;
  get: (id: number) => Promise<z.input<Item>>;
  remove: (id: number, staffId: number) => Promise<void>;
}

/**
 * The list (every staff role), the get (every staff role) and the delete (Admin) of a content kind,
 * all of one shape: `?page&psize&q&sort&dir` lists, `?id=` gets and deletes answering `{ id }`.
 */
export function staffKindRoutes(app: FastifyInstance) {
  // The zod compilers validate and serialise as on every route; the type provider cannot infer a
  // generic schema's types, so the handlers name them (StaffKind ties each answer to its schema).
  const route = app;
  const readers = { onRequest: app.requireStaff('content', 'read') };
  const writers = { onRequest: app.requireStaff('content', 'write') };
  const byId = idQuery('invalid_id');
  return <Query extends z.core.$ZodType, List extends z.core.$ZodType, Item extends z.core.$ZodType>(
    kind: StaffKind<Query, List, Item>,
  ) => {
    route.get(
      `/admin/${kind.path}/list`,
      {
        ...readers,
        schema: {
          tags,
          security,
          summary: `${kind.what}, published or not, searched, sorted and paged on the server (staff)`,
          querystring: kind.query,
          response: { 200: kind.list, ...staffErrors },
        },
      },
      async (request) => kind.read(request.query as z.output<Query>),
    );
    route.get(
      `/admin/${kind.path}/get`,
      {
        ...readers,
        schema: {
          tags,
          security,
          summary: `${kind.one}: both languages' source texts and the HTML rendered from them (staff)`,
          querystring: byId,
          response: { 200: kind.item, ...staffErrors },
        },
      },
      async (request) => kind.get((request.query as { id: number }).id),
    );
    route.delete(
      `/admin/${kind.path}/delete`,
      {
        ...writers,
        schema: {
          tags,
          security,
          summary: `Removes one of the ${kind.what.toLowerCase()}; 409 while anything still names it, nothing changed (Admin)`,
          querystring: byId,
          response: { 200: adminContentDeleteResultSchema, ...writeErrors },
        },
      },
      async (request) => {
        const { id } = request.query as { id: number };
        await kind.remove(id, staffOf(request).id);
        return { id };
      },
    );
  };
}
