import type { ApiModule } from '../../lib/api-module.ts';
import { exportRoutes } from './routes.ts';

/**
 * A workflow (decision 006): the owner's exports that join several domains' data, each domain
 * read through its face.
 */
export const exportsModule = {
  name: 'exports',
  routes: [exportRoutes],
} as const satisfies ApiModule;
