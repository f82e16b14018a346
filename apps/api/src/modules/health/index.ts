import type { ApiModule } from '../../lib/api-module.ts';
import { healthRoutes } from './routes.ts';

export const healthModule = {
  name: 'health',
  rootRoutes: [healthRoutes],
} as const satisfies ApiModule;
