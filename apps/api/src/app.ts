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
import { addressRoutes } from './modules/addresses/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { checkoutOptionRoutes } from './modules/checkout-options/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { devMailRoutes } from './modules/mail/dev-routes.ts';
import { manufacturerRoutes } from './modules/manufacturers/routes.ts';
import { navigationRoutes } from './modules/navigation/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { wishlistRoutes } from './modules/wishlists/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
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
}

/** The API, every plugin and module registered; it does not listen. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: logger === false ? false : { level: config.logLevel } }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', createServices(config, database, app.log));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: false });
  await app.register(fastifyCookie, { secret: config.secret });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(xsrfPlugin, { secure: config.publicUrl.startsWith('https://') });
  await app.register(authPlugin);
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

  await app.register(healthRoutes);
  await app.register(catalogRoutes, { prefix: '/api/:lang' });
  await app.register(categoryRoutes, { prefix: '/api/:lang' });
  await app.register(manufacturerRoutes, { prefix: '/api/:lang' });
  await app.register(searchRoutes, { prefix: '/api/:lang' });
  await app.register(reviewRoutes, { prefix: '/api/:lang' });
  await app.register(subscriptionRoutes, { prefix: '/api/:lang' });
  await app.register(navigationRoutes, { prefix: '/api/:lang' });
  await app.register(customerRoutes, { prefix: '/api/:lang' });
  await app.register(addressRoutes, { prefix: '/api/:lang' });
  await app.register(geoRoutes, { prefix: '/api/:lang' });
  await app.register(staffRoutes, { prefix: '/api/:lang' });
  await app.register(cartRoutes, { prefix: '/api/:lang' });
  await app.register(wishlistRoutes, { prefix: '/api/:lang' });
  await app.register(pricingRoutes, { prefix: '/api/:lang' });
  await app.register(checkoutOptionRoutes, { prefix: '/api/:lang' });
  if (!config.isProduction) await app.register(devMailRoutes);

  return app;
}
