import * as z from 'zod/mini';
import { cartTotalsResponseSchema } from './cart-totals-schemas.ts';
import { RECEIPT_TYPES } from './checkout.ts';
import { OrderStatus } from './enums.ts';
import { apiErrorSchema } from './errors-schemas.ts';
import { PAYMENT_OUTCOMES, PAYMENT_PROVIDERS, SHIPPING_KINDS } from './orders.ts';

/**
 * Checkout reference data, order totals, orders and payments on the wire (spec 001 §3, §4, §7).
 * Money is euros with two decimals; dates are ISO 8601 UTC.
 */

// ---- Reference data ----

export const takeawayStoreSchema = z.object({
  id: z.number(),
  nm: z.string(),
  adr: z.string(),
  ct: z.string(),
  pc: z.string(),
  tel: z.string(),
  /** Opening hours in the request's language, one line a day group ("Δευ-Παρ 08:00-21:00"). */
  hours: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
});
export type TakeawayStore = z.infer<typeof takeawayStoreSchema>;
export const takeawayStoreListSchema = z.object({ items: z.array(takeawayStoreSchema) });

export const parcelLockerSchema = z.object({
  id: z.string(),
  nm: z.string(),
  adr: z.string(),
  pc: z.string(),
  ct: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type ParcelLocker = z.infer<typeof parcelLockerSchema>;
export const parcelLockerListSchema = z.object({ items: z.array(parcelLockerSchema) });

export const bankAccountSchema = z.object({
  bank: z.string(),
  iban: z.string(),
  beneficiary: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const checkoutShippingTypeSchema = z.object({
  id: z.number(),
  cd: z.string(),
  nm: z.string(),
  ds: z.nullable(z.string()),
  kind: z.enum(SHIPPING_KINDS),
  /** Cost in euros below the free-shipping threshold. */
  cost: z.number(),
  free_above_threshold: z.boolean(),
  /** Extra cost in euros for a delivery to an island region. */
  island_surcharge: z.number(),
});
export type CheckoutShippingType = z.infer<typeof checkoutShippingTypeSchema>;
export const checkoutShippingTypeListSchema = z.object({ items: z.array(checkoutShippingTypeSchema) });

export const checkoutPaymentTypeSchema = z.object({
  id: z.number(),
  cd: z.string(),
  nm: z.string(),
  ds: z.nullable(z.string()),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Fee in euros (cash on delivery). */
  fee: z.number(),
  /** Largest order total in euros it accepts (cash on delivery), null for no limit. */
  max_amount: z.nullable(z.number()),
  /** A credit card: installments possible. */
  installments: z.boolean(),
  /** The shop's accounts, for a bank deposit. */
  banks: z.array(bankAccountSchema),
});
export type CheckoutPaymentType = z.infer<typeof checkoutPaymentTypeSchema>;
export const checkoutPaymentTypeListSchema = z.object({ items: z.array(checkoutPaymentTypeSchema) });

/** `giftcardsonly`: the cart holds gift cards only, which are e-mailed, so cash on delivery is left out. */
export const paymentTypesByShippingRequestSchema = z.object({
  stid: z.coerce.number().check(z.int(), z.positive()),
  giftcardsonly: z._default(z.boolean(), false),
});

// ---- Order totals ----

/** `composeordertotals`: the cart's totals plus what the save would say of the form as it stands. */
export const orderTotalsResponseSchema = z.extend(cartTotalsResponseSchema, {
  /** Most installments the total allows with a credit card (1: a single payment). */
  inst_max: z.number(),
  /** Store pickup: ready in this many days (0: now, the store holds every line); absent otherwise. */
  pck: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Field → error codes the save would answer with; empty when the order can be placed. */
  errors: z.record(z.string(), z.array(z.string())),
  /** The VAT the order charges, in euros (0 for an intra-community supply). */
  tt: z.number(),
  /** The document the order gets: a receipt or an invoice. */
  rt: z.enum(RECEIPT_TYPES),
  /** An invoice to an EU business whose VAT number VIES confirmed: no Greek VAT (decision 039). */
  hasVies: z.boolean(),
  /** Whether the order is charged for shipping, a payment fee, gift wrapping, another fee. */
  force_spf: z.boolean(),
  force_pmf: z.boolean(),
  force_gwf: z.boolean(),
  force_adf: z.boolean(),
});
export type OrderTotals = z.infer<typeof orderTotalsResponseSchema>;

/**
 * `orders/save` refused because the order no longer costs what the shopper was shown (a coupon or
 * gift card used meanwhile by another order): the error with the new totals to show.
 */
export const orderTotalsChangedSchema = z.extend(apiErrorSchema, {
  totals: z.optional(orderTotalsResponseSchema),
});
export type OrderTotalsChanged = z.infer<typeof orderTotalsChangedSchema>;

// ---- Orders ----

export const orderAddressSchema = z.object({
  fnm: z.string(),
  lnm: z.string(),
  mob: z.string(),
  tel: z.string(),
  ctid: z.number(),
  ctnm: z.string(),
  crid: z.nullable(z.number()),
  crnm: z.string(),
  adr1: z.string(),
  ct: z.string(),
  ar: z.string(),
  pc: z.string(),
  bnm: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderSummarySchema = z.object({
  uid: z.string(),
  code: z.string(),
  /** Placed at. */
  dt: z.string(),
  /** OrderStatus. */
  st: z.number(),
  /** Total paid or to pay, euros. */
  amt: z.number(),
  /** Number of items. */
  cnt: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderSummaryListSchema = z.object({ items: z.array(orderSummarySchema) });

export const orderLineSchema = z.object({
  /** The line's id: what a return names (decision 048). */
  olid: z.number(),
  pid: z.number(),
  pdid: z.number(),
  nm: z.string(),
  /** Size or colour name, when the line has one. */
  dnm: z.nullable(z.string()),
  eurl: z.nullable(z.string()),
  img: z.nullable(z.string()),
  qty: z.number(),
  /** Unit price at the time of the order. */
  uprc: z.number(),
  dsct: z.number(),
  amt: z.number(),
  vat: z.number(),
  /** A gift the order added. */
  AutoInserted: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;
export const orderLineListSchema = z.object({ items: z.array(orderLineSchema) });

export const orderStatusChangeSchema = z.object({
  /** OrderStatus. */
  st: z.number(),
  dt: z.string(),
  /** What the shopper may read about the change (a tracking number, a reason), in the order's language. */
  note: z.nullable(z.string()),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
export const orderStatusChangeListSchema = z.object({ items: z.array(orderStatusChangeSchema) });

export const orderDetailsSchema = z.extend(orderSummarySchema, {
  eml: z.string(),
  rt: z.enum(RECEIPT_TYPES),
  company: z
    .nullable(z.object({ cnm: z.string(), irs: z.string(), job: z.string(), vat: z.string() }))
    .check(z.describe('invoice details')),
  billing: orderAddressSchema,
  /** Null when delivered to the billing address, picked up in a store or sent to a locker. */
  delivery: z.nullable(orderAddressSchema),
  shipping: z.object({ id: z.number(), nm: z.string(), kind: z.enum(SHIPPING_KINDS), amt: z.number() }),
  store: z.nullable(takeawayStoreSchema),
  locker: z.nullable(parcelLockerSchema),
  payment: z.object({ id: z.number(), nm: z.string(), provider: z.enum(PAYMENT_PROVIDERS), amt: z.number() }),
  /** Installments chosen (1: a single payment). */
  inst: z.number(),
  /** Bank accounts to pay into, for an unpaid bank deposit. */
  banks: z.array(bankAccountSchema),
  totals: z.object({
    /** Goods before discounts. */
    gamt: z.number(),
    dsct: z.number(),
    shipping: z.number(),
    payment_fee: z.number(),
    net: z.number(),
    vat: z.number(),
    amt: z.number(),
    /** Loyalty points redeemed and earned. */
    lpnt_used: z.number(),
    lpnt_earned: z.number(),
    /** Of `dsct`: what gift cards paid and what the redeemed points took off, shown apart from the discount. */
    gc_amt: z.number(),
    lpnt_amt: z.number(),
  }),
  /** An intra-community supply with the VAT reverse-charged to the buyer (decision 039). */
  hasVies: z.boolean(),
  lines: z.array(orderLineSchema),
  statuses: z.array(orderStatusChangeSchema),
  ncm: z.string(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const orderTrackingRequestSchema = z.object({
  uid: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});

/**
 * The query of a call about one order: its uid, and for a guest the email it was placed with (a
 * signed-in customer's token is enough for their own orders).
 */
export const orderReadRequestSchema = z.object({
  uid: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  email: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
});

/** `orders/GetOrderType`: how the order is delivered and paid. */
export const orderTypeSchema = z.object({
  uid: z.string(),
  /** OrderStatus. */
  st: z.number(),
  kind: z.enum(SHIPPING_KINDS),
  provider: z.enum(PAYMENT_PROVIDERS),
  rt: z.enum(RECEIPT_TYPES),
});
export type OrderType = z.infer<typeof orderTypeSchema>;

/** `orders/GetOrderLoyaltyPoints`: points the order redeemed and earns. */
export const orderLoyaltyPointsSchema = z.object({ lpnt_used: z.number(), lpnt_earned: z.number() });

/** `orders/getcustomerloyaltypointranges?totalPrice`: the points a total (euros) earns. */
export const loyaltyPointsForTotalRequestSchema = z.object({
  totalPrice: z.coerce.number().check(z.gte(0), z.lte(1_000_000)),
});
export const loyaltyPointsForTotalSchema = z.object({ c_lpnt: z.number() });

// ---- Payments ----

/** What a payment return or a transaction parse tells the storefront. */
export const paymentResultSchema = z.object({
  uid: z.string(),
  code: z.string(),
  /** OrderStatus after the payment. */
  st: z.number(),
  outcome: z.enum(PAYMENT_OUTCOMES),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** A form the browser posts to a bank's payment page (Alpha Bank, Winbank). */
export const paymentFormSchema = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;

/** `admin/orders/changestatus` (staff): one move of the transition table, a note to the customer and an internal one. */
export const orderStatusChangeRequestSchema = z.object({
  uid: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** The OrderStatus to move to. */
  st: z.literal(Object.values(OrderStatus)),
  /** The note to the customer: a tracking number when shipped, a reason when cancelled; in the order's mail and history. */
  note: z.optional(z.string().check(z.trim(), z.maxLength(200, 'too_long'))),
  /** Staff's internal note: kept in the back office's history only, never shown or mailed to the customer. */
  inote: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'too_long'))),
});
export type OrderStatusChangeRequest = z.infer<typeof orderStatusChangeRequestSchema>;
