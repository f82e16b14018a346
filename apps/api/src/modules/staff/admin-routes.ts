import {
  adminStaffCreateSchema,
  adminStaffListSchema,
  adminStaffQuerySchema,
  adminStaffSavedSchema,
  adminStaffUpdateSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = {
  ...apiErrorResponses,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** The Admin's staff screen (under `/api/{lang}/admin/staff/`): list, create, change, disable. */
export async function staffAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { staffAdmin } = app.services;

  route.get(
    '/admin/staff/list',
    {
      onRequest: app.requireStaff('staff', 'read'),
      schema: {
        tags,
        security,
        summary: 'Staff searched by email or name, filtered by role and state, sorted and paged (Admin)',
        querystring: adminStaffQuerySchema,
        response: { 200: adminStaffListSchema, ...errors },
      },
    },
    async (request) => staffAdmin.list(request.query),
  );

  route.post(
    '/admin/staff/create',
    {
      onRequest: app.requireStaff('staff', 'write'),
      schema: {
        tags,
        security,
        summary:
          'A new staff member with a role; without a password one is generated and answered once (Admin)',
        body: adminStaffCreateSchema,
        response: { 200: adminStaffSavedSchema, ...errors },
      },
    },
    async (request) => staffAdmin.create(staffOf(request).id, request.body),
  );

  route.post(
    '/admin/staff/update',
    {
      onRequest: app.requireStaff('staff', 'write'),
      schema: {
        tags,
        security,
        summary:
          "Changes a staff member's name, role, language, password, or disables them (their sessions end); never one's own role or state, never the last active Admin (Admin)",
        body: adminStaffUpdateSchema,
        response: { 200: adminStaffSavedSchema, ...errors },
      },
    },
    async (request) => staffAdmin.update(staffOf(request).id, request.body),
  );
}
