import * as z from 'zod/mini';

/** `admin/dashboard/get`: the back office's first page. Money in euros; "today" is the Athens day. */
export const adminLowStockSchema = z.object({
  threshold: z.number().check(z.describe('products with at most this many in stock (LOW_STOCK_THRESHOLD)')),
  total: z.number(),
  items: z.array(z.object({ id: z.number(), code: z.string(), nm: z.string(), stock: z.number() })),
});
export type AdminLowStock = z.infer<typeof adminLowStockSchema>;

export const adminDashboardSchema = z.object({
  today: z.object({
    orders: z.number().check(z.describe('orders placed today, cancelled ones left out')),
    revenue: z.number().check(z.describe('their totals, euros')),
  }),
  /** Orders waiting for the shop, by OrderStatus. */
  waiting: z.array(z.object({ st: z.number(), cnt: z.number() })),
  lowStock: adminLowStockSchema,
  pendingReviews: z.number(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
