import * as z from 'zod/mini';
import { adminPagingQuerySchema } from './admin-audit-schemas.ts';

/**
 * The back office's stock screen (decision 045): one row per product, or per size of a product
 * with sizes, with its stock at each location; searched by name, code or barcode, filtered by a
 * location and by low stock, sorted and paged on the server.
 */
export const ADMIN_STOCK_SORTS = ['name', 'code', 'total'] as const;
export type AdminStockSort = (typeof ADMIN_STOCK_SORTS)[number];

export const adminStockListQuerySchema = z.extend(adminPagingQuerySchema, {
  /** Part of a name (either language), a product or size code, or a barcode. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  /** Only this product's rows (its sizes), for its stock page. */
  product: z.optional(
    z.coerce.number('invalid_value').check(z.int('invalid_value'), z.positive('invalid_value')),
  ),
  /** Only rows holding stock at this location (with `low`: running low there). */
  location: z.optional(
    z.coerce.number('invalid_value').check(z.int('invalid_value'), z.positive('invalid_value')),
  ),
  /** Only rows at or under LOW_STOCK_THRESHOLD: at the location, or in total without one. */
  low: z.optional(z.enum(['true', 'false'], 'invalid_value')),
  sort: z._default(z.enum(ADMIN_STOCK_SORTS, 'invalid_value'), 'name'),
  dir: z._default(z.enum(['asc', 'desc'], 'invalid_value'), 'asc'),
});
export type AdminStockListQuery = z.infer<typeof adminStockListQuerySchema>;

export const adminStockRowSchema = z.object({
  productId: z.number(),
  dimensionId: z.nullable(z.number()),
  code: z.string(),
  /** The size's own code, when it has one. */
  sizeCode: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  nm: z.string().check(z.describe('the name in the language of the call')),
  size: z.nullable(z.string()).check(z.describe("the size's name in the language of the call")),
  /** Stock per location id (absent: none held). */
  at: z.record(z.string(), z.number()),
  total: z.number(),
});
export type AdminStockRow = z.infer<typeof adminStockRowSchema>;

export const adminStockListSchema = z.object({
  items: z.array(adminStockRowSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
  /** Rows at or under this many count as low (LOW_STOCK_THRESHOLD). */
  threshold: z.number(),
});
export type AdminStockList = z.infer<typeof adminStockListSchema>;
