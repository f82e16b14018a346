import {
  cmsLinkListSchema,
  cmsLinksQuerySchema,
  customMessageQuerySchema,
  customMessageSchema,
  mainMenuSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';

const tags = ['navigation'];

/** What the storefront draws around every page (spec 000 §3, §7): menu, cms links, header message. */
export async function navigationRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { navigation } = app.services;

  route.get(
    '/menus/getmainmenu',
    {
      schema: {
        tags,
        summary: 'The main menu: visible entries, parents before children, with link type and target',
        response: { 200: mainMenuSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await navigation.mainMenu(request.language) }),
  );

  route.get(
    '/cmslinks/get',
    {
      schema: {
        tags,
        summary:
          'Visible cms links in order, each with its places (sh header, sm side menu, sf footer, sf1-sf4 footer columns, ss usp bar, sb bottom line); `flag` keeps one place',
        querystring: cmsLinksQuerySchema,
        response: { 200: cmsLinkListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await navigation.cmsLinks(request.language, request.query.flag) }),
  );

  route.get(
    '/custommessages/getbycode',
    {
      schema: {
        tags,
        summary:
          'An active custom message by code (HEADER-MESSAGE): texts, links, background and text colour',
        querystring: customMessageQuerySchema,
        response: { 200: customMessageSchema, ...apiErrorResponses },
      },
    },
    async (request) => navigation.customMessage(request.query.code, request.language),
  );
}
