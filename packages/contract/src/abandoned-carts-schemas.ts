import * as z from 'zod/mini';

const line = z.object({
  pid: z.number().check(z.int(), z.positive()),
  dimension: z.number().check(z.int(), z.gte(0)),
  qty: z.number().check(z.int(), z.gte(1), z.lte(999)),
});

/** The checkout page's guest cart, sent once the guest typed an email (decision 049); no items: emptied. */
export const guestCartRequestSchema = z.object({
  eml: z.email('invalid_email').check(z.maxLength(254, 'invalid_email')),
  items: z.array(line).check(z.maxLength(100)),
});
export type GuestCartRequest = z.infer<typeof guestCartRequestSchema>;

export const cartLinkQuerySchema = z.object({
  token: z.string('link_invalid').check(z.minLength(1, 'link_invalid'), z.maxLength(200, 'link_invalid')),
});

/** What a cart reminder's link restores: the lines still sold. */
export const cartLinkLinesSchema = z.object({ items: z.array(line) });
export type CartLinkLines = z.infer<typeof cartLinkLinesSchema>;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'));

/** A period of Athens days, both included. */
export const abandonedCartStatsQuerySchema = z
  .object({ from: day, to: day })
  .check(z.refine((query) => query.from <= query.to, { path: ['to'], message: 'invalid_date' }));

/** Reminders sent, carts recovered and the recovered orders' totals (euros) over the period. */
export const abandonedCartStatsSchema = z.object({
  sent: z.number(),
  recovered: z.number(),
  revenue: z.number(),
});
export type AbandonedCartStats = z.infer<typeof abandonedCartStatsSchema>;
