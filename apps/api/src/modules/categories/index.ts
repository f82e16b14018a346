import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { categoryMessages } from './messages.ts';
import { categoryRoutes } from './routes.ts';
import { CategoryService } from './service.ts';

export const categoriesModule = {
  name: 'categories',
  routes: [categoryRoutes],
  messages: categoryMessages,
  createServices: ({ db }: ServiceContext) => ({ categories: new CategoryService(db) }),
} as const satisfies ApiModule;
export type { CategoryService } from './service.ts';
