import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { reviewMessages } from './messages.ts';
import { reviewRoutes } from './routes.ts';
import { ReviewService } from './service.ts';

export const reviewsModule = {
  name: 'reviews',
  routes: [reviewRoutes],
  messages: reviewMessages,
  createServices: ({ db }: ServiceContext) => ({ reviews: new ReviewService(db) }),
} as const satisfies ApiModule;
