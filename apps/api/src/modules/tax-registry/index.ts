import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { GeoService } from '../geo/index.ts';
import { taxRegistryMessages } from './messages.ts';
import { taxRegistryRoutes } from './routes.ts';
import { TaxRegistryService } from './service.ts';

export type { TaxRegistryService } from './service.ts';
/** The strict XML reader of the registry's answers, for other AADE services' answers too (myDATA). */
export {
  childElements,
  childText,
  escapeXml,
  findElement,
  parseXml,
  type XmlElement,
  XmlReadError,
} from './xml-reader.ts';

export const taxRegistryModule = {
  name: 'tax-registry',
  routes: [taxRegistryRoutes],
  messages: taxRegistryMessages,
  createServices: ({ config, services }: ServiceContext<{ geo: GeoService }>) => ({
    taxRegistry: new TaxRegistryService(services.geo, {
      ...config.taxRegistry,
      // Resolved on each call, so that tests can answer with recorded responses.
      fetch: (input, init) => globalThis.fetch(input, init),
    }),
  }),
} as const satisfies ApiModule;
