import * as z from 'zod/mini';
import { emailSchema } from './customers-schemas.ts';
import { paymentFormSchema } from './orders-schemas.ts';

/**
 * Paying an order on the wire (spec 001 §2, §7): where a provider sends the shopper back, what the
 * storefront's return routes post to the API, and Try Again. The verdict always comes from the
 * API (`paymentResultSchema`); nothing the browser carries back is believed without a check.
 */

const token = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * `POST payments/sandbox/parse`: the query string the sandbox's hosted page sent the shopper back
 * with, passed on as it came. `sig` signs the rest; a changed field fails the check.
 */
export const sandboxReturnSchema = z.object({
  ref: token(64),
  tx: token(64),
  result: z.enum(['paid', 'failed']),
  /** Amount in cents, as the sandbox states it. */
  amt: z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000_000)),
  cur: token(3),
  code: token(32),
  sig: token(128),
});
export type SandboxReturn = z.infer<typeof sandboxReturnSchema>;

/** `POST vivapayments/parsetransaction`: Viva's return query (`t` transaction, `s` order code). */
export const vivaReturnSchema = z.object({
  t: z.optional(token(64)),
  s: z.optional(token(32)),
  lang: z.optional(z.string().check(z.maxLength(16))),
  eventId: z.optional(z.string().check(z.maxLength(16))),
  eci: z.optional(z.string().check(z.maxLength(16))),
});

/** `POST paypal/parsetransaction`: PayPal's return query (`token` is the PayPal order id). */
export const paypalReturnSchema = z.object({
  token: token(64),
  PayerID: z.optional(z.string().check(z.maxLength(64))),
});

/**
 * `POST payments/retry` (Try Again on checkout-failure): another payment for the same order, while
 * it still waits for one. The email proves the shopper's claim on the order, as tracking does.
 */
export const paymentRetryRequestSchema = z.object({
  uid: token(64),
  eml: emailSchema,
});

/** Where the shopper goes to pay: a provider's page, or a form to post (Alpha Bank, Winbank). */
export const paymentStartSchema = z.object({
  uid: z.string(),
  code: z.string(),
  paymentUrl: z.optional(z.string()),
  form: z.optional(paymentFormSchema),
});
export type PaymentStartResponse = z.infer<typeof paymentStartSchema>;

/** `alphacardlink/getrequestbyid?id` and `winbank/getrequestbyid?id`: `id` is the order's uid. */
export const paymentRequestQuerySchema = z.object({ id: token(64) });

/** `payments/refundsdue` (staff): money taken that its order could not keep, to pay back by hand. */
export const paymentRefundDueSchema = z.object({
  uid: z.string(),
  code: z.string(),
  provider: z.string(),
  /** The provider's id of the payment and of the transaction to refund. */
  ref: z.string(),
  tx: z.nullable(z.string()),
  /** Euros. */
  amt: z.number(),
  /** When it was flagged. */
  dt: z.string(),
});
export type PaymentRefundDue = z.infer<typeof paymentRefundDueSchema>;
export const paymentRefundDueListSchema = z.object({ items: z.array(paymentRefundDueSchema) });
