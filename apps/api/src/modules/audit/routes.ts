import { adminAuditListSchema, adminAuditQuerySchema, apiErrorSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';

/** Staff read the audit log (under `/api/{lang}/admin/`); nobody writes it but the services. */
export async function auditAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { audit, staff } = app.services;

  route.get(
    '/admin/audit/getall',
    {
      onRequest: app.requireStaff('audit', 'read'),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          'What staff changed, latest first unless sorted by action or entity, searched in the action: who, when, the entity before and after (staff)',
        querystring: adminAuditQuerySchema,
        response: {
          200: adminAuditListSchema,
          ...apiErrorResponses,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { items, total } = await audit.list(request.query);
      const emails = await staff.emailsOf(items.map((item) => item.staffId));
      return {
        items: items.map((item) => ({
          id: item.id,
          sid: item.staffId,
          seml: emails.get(item.staffId) ?? null,
          at: item.createdAt.toISOString(),
          act: item.action,
          ent: item.entity,
          eid: item.entityId,
          bf: item.before,
          af: item.after,
          rid: item.requestId,
        })),
        total,
        page: request.query.page,
        psize: request.query.psize,
      };
    },
  );
}
