import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ApiModule } from './lib/api-module.ts';
import { notFound } from './lib/http-error.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { isLoopbackAddress } from './lib/loopback.ts';
import { translate } from './messages.ts';
import { apiModules } from './modules/index.ts';
import { observabilityPlugin, RequestLog } from './modules/metrics/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { attemptLimitsPlugin } from './plugins/rate-limit.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { xsrfPlugin } from './plugins/xsrf.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The process logger; without one the app logs at the configured level, `false` silences it. */
  logger?: FastifyBaseLogger | false;
  /** The modules whose routes are registered: all of them unless a test leaves some out. */
  modules?: readonly ApiModule[];
}

/** The API, every plugin and module registered; it does not listen. */
export async function buildApp({ config, database, logger, modules = apiModules }: BuildAppOptions) {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: logger === false ? false : loggerOptions(config.logLevel) }),
    logController: new RequestLog(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler(translate),
    clientErrorHandler: clientErrorHandler(translate),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', createServices(config, database, app.log));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are personal (profiles, addresses, carts, tokens) unless a route says otherwise:
    // no browser or proxy keeps them unless the route set its own caching.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // An empty JSON body is no body (a logout with only its bearer token): the route's schema
  // decides whether a body was needed, in the one error shape.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, null);
    else parseJson(request, text, done);
  });

  await app.register(observabilityPlugin);
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: false });
  await app.register(fastifyCookie, { secret: config.secret });
  await app.register(languagePlugin);
  await app.register(errorsPlugin, { translate });
  await app.register(textInputPlugin);
  await app.register(xsrfPlugin, { secure: config.publicUrl.startsWith('https://') });
  await app.register(authPlugin);
  await app.register(attemptLimitsPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pharmacy shop API',
        version: '1.0.0',
        description: 'Base path /api/{lang} with lang el or en.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    maxAge: '7d',
    immutable: true,
  });

  for (const module of modules) {
    for (const routes of module.rootRoutes ?? []) await app.register(routes);
    for (const routes of module.routes ?? []) await app.register(routes, { prefix: '/api/:lang' });
  }
  if (!config.isProduction) {
    await app.register(async (devTools) => {
      // Development tools show what only the shop's owner may see (the mail viewer shows reset
      // links), so they answer this machine only: the socket's peer, and the client a trusted
      // hop (the storefront on this machine) names, must both be loopback.
      devTools.addHook('onRequest', async (request) => {
        if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip))
          throw notFound();
      });
      for (const module of modules)
        for (const routes of module.devRoutes ?? []) await devTools.register(routes);
    });
  }

  return app;
}
