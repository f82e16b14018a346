import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { MailService } from './modules/mail/service.ts';
import { NavigationService } from './modules/navigation/service.ts';

/** The business services of every domain, built once per app over one database. */
export function createServices(config: Config, database: Database, log: FastifyBaseLogger) {
  return {
    catalog: new CatalogService(database.db),
    mail: new MailService(database.db, config.mailFrom, config.smtpUrl, log),
    navigation: new NavigationService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
