import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const menuItemSchema = z.object({
  id: z.number(),
  pid: z.number().nullable(),
  tl: z.string(),
  nu: z.string(),
  isHighlighted: z.boolean(),
});

export async function navigationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/menus/getmainmenu',
    {
      schema: {
        tags: ['navigation'],
        summary: 'The main menu (the visible category tree)',
        response: { 200: z.object({ items: z.array(menuItemSchema) }) },
      },
    },
    async (request) => ({ items: await app.services.navigation.mainMenu(request.language) }),
  );
}
