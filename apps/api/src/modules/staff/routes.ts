import {
  adminDashboardSchema,
  apiErrorSchema,
  emailSchema,
  impersonationGrantSchema,
  impersonationRequestSchema,
  staffLoginResponseSchema,
  staffProfileSchema,
  staffProfileUpdateSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';
import { enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';

const MINUTE = 60_000;
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

const impersonationActionSchema = z.object({
  id: z.number(),
  staffId: z.number(),
  customerId: z.number(),
  method: z.string(),
  route: z.string(),
  statusCode: z.number(),
  at: z.string(),
});

export async function staffRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { staff, customers } = app.services;
  const failuresByEmail = app.attemptLimits.counter('staff-sign-in-failures-per-email', {
    max: 5,
    windowMs: 15 * MINUTE,
  });
  const failuresByIp = app.attemptLimits.counter('staff-sign-in-failures-per-ip', {
    max: 20,
    windowMs: 15 * MINUTE,
  });

  route.post(
    '/staff/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in (Inspector, SalesPerson, Admin): the token with the name, role and language',
        body: z.object({ eml: emailSchema, pwd: z.string().min(1).max(1024) }),
        response: { 200: staffLoginResponseSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const checks: LimitCheck[] = [
        [failuresByIp, `ip:${request.ip}`],
        [failuresByEmail, request.body.eml],
      ];
      await enforceLimits(reply, checks);
      try {
        const session = await staff.login(request.body.eml, request.body.pwd);
        await failuresByEmail.reset(request.body.eml);
        return session;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await hitLimits(checks);
        throw error;
      }
    },
  );

  route.post(
    '/staff/logout',
    {
      onRequest: app.requireStaff('self', 'write'),
      schema: {
        tags: ['staff'],
        summary: 'Signs out: the session ends and its token is refused at once, on every API process',
        security: [{ bearer: [] }],
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await staff.logout(staffOf(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  route.get(
    '/staff/me',
    {
      onRequest: app.requireStaff('self', 'read'),
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member: name, role and back-office language',
        security: [{ bearer: [] }],
        response: { 200: staffProfileSchema, ...staffErrors },
      },
    },
    async (request) => {
      const profile = await staff.profile(staffOf(request).id);
      if (!profile) throw new HttpError(401, 'unauthorized');
      return profile;
    },
  );

  route.post(
    '/staff/updateme',
    {
      onRequest: app.requireStaff('self', 'write'),
      schema: {
        tags: ['staff'],
        summary: "The signed-in staff member changes their name and the back office's language",
        security: [{ bearer: [] }],
        body: staffProfileUpdateSchema,
        response: { 200: staffProfileSchema, ...staffErrors },
      },
    },
    async (request) => staff.updateProfile(staffOf(request).id, request.body),
  );

  route.get(
    '/admin/dashboard/get',
    {
      onRequest: app.requireStaff('orders', 'read'),
      schema: {
        tags: ['staff'],
        summary:
          "The back office's first page: today's orders and revenue (Athens), orders waiting by status, low stock, reviews to approve (staff)",
        security: [{ bearer: [] }],
        querystring: z.object({
          low: z.coerce
            .number('invalid_value')
            .int('invalid_value')
            .min(0, 'invalid_value')
            .max(100_000)
            .optional(),
        }),
        response: { 200: adminDashboardSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { ordersAdmin, inventory, reviews } = app.services;
      const threshold = request.query.low ?? app.config.lowStockThreshold;
      const [today, waiting, low, pending] = await Promise.all([
        ordersAdmin.today(),
        ordersAdmin.waiting(),
        inventory.lowStock(threshold, 20, request.language),
        reviews.pending(1, 1, request.language),
      ]);
      return { today, waiting, lowStock: low, pendingReviews: pending.total };
    },
  );

  route.post(
    '/staff/impersonatecustomer',
    {
      onRequest: app.requireStaff('impersonation', 'write'),
      schema: {
        tags: ['staff'],
        summary: 'A SalesPerson or an Admin issues a single-use, 5-minute guid to act for a customer',
        security: [{ bearer: [] }],
        body: impersonationRequestSchema,
        response: { 200: impersonationGrantSchema, ...staffErrors },
      },
    },
    async (request) => {
      if (!(await customers.exists(request.body.cid))) throw new HttpError(404, 'customer_not_found');
      const grant = await staff.issueImpersonation(staffOf(request).id, request.body.cid);
      return { guid: grant.guid, exp: grant.expiresAt.toISOString() };
    },
  );

  route.get(
    '/staff/impersonationlog',
    {
      onRequest: app.requireStaff('impersonation', 'read'),
      schema: {
        tags: ['staff'],
        summary: 'The latest actions taken in impersonated sessions (staff)',
        security: [{ bearer: [] }],
        response: { 200: z.object({ items: z.array(impersonationActionSchema) }), ...staffErrors },
      },
    },
    async () => {
      const rows = await staff.impersonatedActions();
      return {
        items: rows.map((row) => ({
          id: row.id,
          staffId: row.staffId,
          customerId: row.customerId,
          method: row.method,
          route: row.route,
          statusCode: row.statusCode,
          at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
