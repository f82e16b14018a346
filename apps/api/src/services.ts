import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { buildServices, type ServicesOf } from './lib/api-module.ts';
import { apiModules } from './modules/index.ts';

export type Services = ServicesOf<typeof apiModules>;

/** The business services of every domain, built once per app over one database. */
export function createServices(config: Config, database: Database, log: FastifyBaseLogger): Services {
  return buildServices(apiModules, { config, db: database.db, log });
}
