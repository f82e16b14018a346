import type { ApiModule } from '../../lib/api-module.ts';
import { metricsRoutes } from './routes.ts';

export { observabilityPlugin } from './plugin.ts';
export { RequestLog } from './request-log.ts';

/** `/metrics`; the request hook and the request log are registered by the app itself (app.ts). */
export const metricsModule = {
  name: 'metrics',
  rootRoutes: [metricsRoutes],
} as const satisfies ApiModule;
