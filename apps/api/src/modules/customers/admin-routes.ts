import {
  adminCustomerDetailSchema,
  adminCustomerIdQuerySchema,
  adminCustomerListSchema,
  adminCustomerQuerySchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { adminCustomerRow } from './admin-reads.ts';

const errors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Staff reads of customers (under `/api/{lang}/admin/`): a search, and one account composed from
 * its owners (its orders by the orders service, points and tier by loyalty). The impersonation link is
 * `staff/impersonatecustomer`.
 */
export async function customerAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { customersAdmin } = app.services;

  route.get(
    '/admin/customers/getall',
    {
      onRequest: app.requireStaff('customers', 'read'),
      schema: {
        tags: ['customers'],
        security: [{ bearer: [] }],
        summary:
          'Customers found by part of their email, name or phone, filtered by a verified email, sorted by registration (newest first by default), name or email, paged (staff)',
        querystring: adminCustomerQuerySchema,
        response: { 200: adminCustomerListSchema, ...errors },
      },
    },
    async (request) => customersAdmin.search(request.query),
  );

  route.get(
    '/admin/customers/getbyid',
    {
      onRequest: app.requireStaff('customers', 'read'),
      schema: {
        tags: ['customers'],
        security: [{ bearer: [] }],
        summary:
          'One customer: the account, latest orders, addresses, points and their latest ledger rows, tier and coupons (staff)',
        querystring: adminCustomerIdQuerySchema,
        response: { 200: adminCustomerDetailSchema, ...errors },
      },
    },
    async (request) => {
      const row = await customersAdmin.one(request.query.id);
      if (!row) throw new HttpError(404, 'customer_not_found');
      const { ordersAdmin, loyalty, addresses, promotions } = app.services;
      const [orders, account, addressList, ledger, coupons] = await Promise.all([
        ordersAdmin.list({ cid: row.id, page: 1, psize: 20, sort: 'date', dir: 'desc' }, request.language),
        loyalty.account(row.id),
        addresses.list(row.id, request.language),
        loyalty.reads.history(row.id, { page: 1, size: 20 }),
        promotions.customerCoupons(row.id, request.language, false),
      ]);
      return {
        ...adminCustomerRow(row),
        lang: row.language,
        lld: row.lastLoginAt?.toISOString() ?? null,
        orders: { items: orders.items, total: orders.total },
        points: { balance: account?.pointsBalance ?? 0, pending: account?.pendingPoints ?? 0 },
        tier: account?.tierCode ?? null,
        addresses: addressList,
        ledger,
        coupons,
      };
    },
  );
}
