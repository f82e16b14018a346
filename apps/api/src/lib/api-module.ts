import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { MessageTable } from './messages.ts';

/**
 * What a service factory is given: the settings, the database, the logger, and `services`, the
 * services of the modules listed before its own that it needs, typed by their classes
 * (e.g. `ServiceContext<{ catalog: CatalogService }>`).
 */
export interface ServiceContext<Needs = unknown> {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  services: Needs;
}

export type RoutesPlugin = (app: FastifyInstance) => Promise<void>;

/**
 * What the app needs of a domain, exported by `modules/<domain>/index.ts` and registered by one
 * entry in `modules/index.ts`: the app's routes, services and message registry are built from that list.
 */
export interface ApiModule {
  /** The module's folder name. */
  readonly name: string;
  /** Routes under `/api/:lang`. */
  readonly routes?: readonly RoutesPlugin[];
  /** Routes at the server root, outside the language prefix (the health check). */
  readonly rootRoutes?: readonly RoutesPlugin[];
  /** Development tools at the server root, never registered in production. */
  readonly devRoutes?: readonly RoutesPlugin[];
  /** Texts of the module's errors and answers, in every language. */
  readonly messages?: MessageTable;
  /**
   * The module's services, under the names routes reach them by (`app.services.<name>`). Built
   * in list order, so a factory may need only services of modules listed before its own.
   */
  createServices?(context: ServiceContext<Record<string, unknown>>): Record<string, unknown>;
}

type ServicesOfModule<Module> = Module extends { createServices(context: never): infer Built }
  ? Built
  : unknown;

type NeedsOfModule<Module> = Module extends { createServices(context: ServiceContext<infer Needs>): unknown }
  ? Needs
  : unknown;

// Tail-recursive (an accumulator), so the list may pass TypeScript's depth limit of 50 modules.
type ServicesOfList<Modules, Built = unknown> = Modules extends readonly [infer First, ...infer Rest]
  ? ServicesOfList<Rest, Built & ServicesOfModule<First>>
  : Built;

/** The services of every module in a list, by name. */
export type ServicesOf<Modules extends readonly ApiModule[]> = {
  [name in keyof ServicesOfList<Modules>]: ServicesOfList<Modules>[name];
};

/** The name of the first module that needs a service no module before it builds. */
type FirstUnmetNeed<Modules, Built = unknown> = Modules extends readonly [infer First, ...infer Rest]
  ? Built extends NeedsOfModule<First>
    ? FirstUnmetNeed<Rest, Built & ServicesOfModule<First>>
    : First extends { name: infer Name }
      ? Name
      : never
  : never;

/** Nothing when the list is in dependency order; else a property the list lacks, naming the module. */
type ListedBeforeUse<Modules> = [FirstUnmetNeed<Modules>] extends [never]
  ? unknown
  : { 'needs a service of a module listed after it': FirstUnmetNeed<Modules> };

/** Builds the services of every module, in list order; a list out of dependency order fails to typecheck. */
export function buildServices<const Modules extends readonly ApiModule[]>(
  modules: Modules & ListedBeforeUse<Modules>,
  context: Omit<ServiceContext, 'services'>,
): ServicesOf<Modules> {
  const services: Record<string, unknown> = {};
  for (const module of modules) {
    const built = module.createServices?.({ ...context, services: { ...services } }) ?? {};
    for (const [name, service] of Object.entries(built)) {
      if (name in services) throw new Error(`module ${module.name}: a service named ${name} exists already`);
      services[name] = service;
    }
  }
  return services as ServicesOf<Modules>;
}
