import {
  apiErrorSchema,
  emailSchema,
  impersonationGrantSchema,
  impersonationRequestSchema,
  staffLoginResponseSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';
import { AttemptCounter, enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';

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
  const failuresByEmail = new AttemptCounter({ max: 5, windowMs: 15 * MINUTE });
  const failuresByIp = new AttemptCounter({ max: 20, windowMs: 15 * MINUTE });

  route.post(
    '/staff/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in (Inspector, SalesPerson)',
        body: z.object({ eml: emailSchema, pwd: z.string().min(1).max(1024) }),
        response: { 200: staffLoginResponseSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const checks: LimitCheck[] = [
        [failuresByIp, `ip:${request.ip}`],
        [failuresByEmail, request.body.eml],
      ];
      enforceLimits(reply, checks);
      try {
        const session = await staff.login(request.body.eml, request.body.pwd);
        failuresByEmail.reset(request.body.eml);
        return session;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) hitLimits(checks);
        throw error;
      }
    },
  );

  route.post(
    '/staff/impersonatecustomer',
    {
      onRequest: app.requireStaff('SalesPerson'),
      schema: {
        tags: ['staff'],
        summary: 'A SalesPerson issues a single-use, 5-minute guid to act for a customer',
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
      onRequest: app.requireStaff('Inspector'),
      schema: {
        tags: ['staff'],
        summary: 'The latest actions taken in impersonated sessions (Inspector)',
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
