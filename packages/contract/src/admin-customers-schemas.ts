import * as z from 'zod/mini';
import { adminPagingQuerySchema } from './admin-audit-schemas.ts';
import { adminOrderRowSchema } from './admin-orders-schemas.ts';
import { customerCouponSchema } from './customer-coupons-schemas.ts';
import { addressSchema } from './customers-schemas.ts';
import { pointHistorySchema } from './loyalty-schemas.ts';

/** `admin/customers/getall`: customers found by part of their email, name or phone, newest first. */
export const ADMIN_CUSTOMER_SORTS = ['registered', 'name', 'email'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** `admin/customers/getall`: searched, filtered by a verified email, sorted (newest first by default), paged. */
export const adminCustomerQuerySchema = z.extend(adminPagingQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  verified: z.optional(z.enum(['true', 'false'], 'invalid_value')),
  sort: z._default(z.enum(ADMIN_CUSTOMER_SORTS, 'invalid_value'), 'registered'),
  dir: z._default(z.enum(['asc', 'desc'], 'invalid_value'), 'desc'),
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuerySchema>;

export const adminCustomerRowSchema = z.object({
  id: z.number(),
  eml: z.string(),
  fnm: z.nullable(z.string()),
  lnm: z.nullable(z.string()),
  mob: z.nullable(z.string()),
  rgd: z.string().check(z.describe('registered at')),
  verified: z.boolean(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerListSchema = z.object({
  items: z.array(adminCustomerRowSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

export const adminCustomerIdQuerySchema = z.object({
  id: z.coerce
    .number('invalid_id')
    .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647, 'invalid_id')),
});

/** One customer for staff: the account, latest orders, addresses, points with the latest ledger rows, tier, coupons. */
export const adminCustomerDetailSchema = z.extend(adminCustomerRowSchema, {
  lang: z.string(),
  lld: z.nullable(z.string()).check(z.describe('last sign-in')),
  orders: z.object({ items: z.array(adminOrderRowSchema), total: z.number() }),
  points: z.object({ balance: z.number(), pending: z.number() }),
  tier: z.nullable(z.string()).check(z.describe('tier code (slv, prm, gld)')),
  addresses: z.array(addressSchema),
  ledger: pointHistorySchema.check(z.describe('the latest 20 rows of the points ledger')),
  coupons: z.array(customerCouponSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
