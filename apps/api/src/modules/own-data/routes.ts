import {
  apiErrorSchema,
  deleteAccountRequestSchema,
  messageResponseSchema,
  ownDataExportSchema,
  ownDataFileName,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { translatorOf } from '../../lib/messages.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';
import { enforceLimits, hitLimits, type LimitCheck } from '../../plugins/rate-limit.ts';
import { ATTEMPT_LIMITS, clearRefreshCookie } from '../customers/index.ts';
import { ownDataMessages } from './messages.ts';

const errors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const tags = ['customers'];
const security = [{ bearer: [] }];
const translate = translatorOf(ownDataMessages);

/** The customer's own data (decision 024): export, deletion and withdrawal of marketing consent. */
export async function ownDataRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { ownData } = app.services;
  const secure = app.config.publicUrl.startsWith('https://');
  // Wrong passwords here count apart from the password change's, with the same limit.
  const passwordChecksByCustomer = app.attemptLimits.counter(
    'account-deletion-password-checks',
    ATTEMPT_LIMITS.passwordChecksPerCustomer,
  );

  route.get(
    '/customers/exportmydata',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Everything the shop keeps about the signed-in customer, as a JSON attachment',
        response: { 200: ownDataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const exported = await ownData.exportFor(customerOf(request).id, request.language);
      reply.header(
        'content-disposition',
        `attachment; filename="${ownDataFileName(new Date(exported.exported))}"`,
      );
      reply.header('cache-control', 'no-store');
      return exported;
    },
  );

  route.post(
    '/customers/deleteaccount',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          'Delete the account after the password (or, without one, a fresh Google sign-in): personal data erased, orders kept anonymised, every session ended',
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      const checks: LimitCheck[] = [[passwordChecksByCustomer, `customer:${customer.id}`]];
      await enforceLimits(reply, checks);
      try {
        await ownData.deleteAccount(customer, request.body);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400) await hitLimits(checks);
        throw error;
      }
      clearRefreshCookie(reply, secure);
      return { message: translate(request.language, 'account_deleted') };
    },
  );

  route.post(
    '/customers/withdrawconsents',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Withdraw the newsletter and every other marketing consent in one call',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await ownData.withdrawConsents(customerOf(request).id);
      return { message: translate(request.language, 'consents_withdrawn') };
    },
  );
}
