import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** The language of any request: the `/api/{lang}/` segment when valid, else the default. */
export function languageOfRequest(request: FastifyRequest): Language {
  const segment = request.url.split('/')[2]?.toLowerCase();
  return isLanguage(segment) ? segment : DEFAULT_LANGUAGE;
}

/**
 * Sets `request.language`; a route under `/api/:lang` whose segment is not a supported
 * language answers 404 (never a default guess for an explicit but unknown code).
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = languageOfRequest(request);
    const params = request.params as { lang?: string } | undefined;
    if (params?.lang !== undefined && !isLanguage(params.lang.toLowerCase())) {
      throw new HttpError(404, 'invalid_language');
    }
  });
});
