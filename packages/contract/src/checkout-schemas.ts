import { z } from 'zod';
import { CART_TOTALS_MAX_CODES, CART_TOTALS_MAX_LINES } from './cart-totals.ts';
import { selectedProductOfferSchema } from './cart-totals-schemas.ts';
import {
  CheckoutFieldError,
  GIFT_MESSAGE_MAX_LENGTH,
  INSTALLMENTS_MAX,
  ORDER_NOTE_MAX_LENGTH,
  orderFormIssues,
  RECEIPT_TYPES,
} from './checkout.ts';
import { DEFAULT_COUNTRY_ID, DEFAULT_MAX_QUANTITY } from './constants.ts';
import { MOBILE_MAX_LENGTH, NAME_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from './customers.ts';
import { emailSchema } from './customers-schemas.ts';

/**
 * The order form's wire forms (spec 001 §3): `POST /orders/save` and `POST /orders/composeordertotals`
 * take this body; its error codes, limits and checks are in `checkout.ts`.
 */

const id = z.coerce.number().int().positive();
const text = (max: number) => z.string().trim().max(max, CheckoutFieldError.tooLong).optional().default('');
const codes = z
  .array(z.string().trim().min(1).max(64))
  .max(CART_TOTALS_MAX_CODES)
  .default([])
  .transform((list) => [...new Set(list.map((value) => value.toUpperCase()))]);

export const orderLineRequestSchema = z.object({
  pid: id,
  /** Size or colour id; 0 when the product has none. */
  pdid: z.coerce.number().int().min(0).default(0),
  qty: z.coerce
    .number(CheckoutFieldError.invalidQuantity)
    .int(CheckoutFieldError.invalidQuantity)
    .min(1, CheckoutFieldError.invalidQuantity)
    .max(DEFAULT_MAX_QUANTITY, CheckoutFieldError.invalidQuantity),
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

const orderFormFields = z.object({
  /** The guest's email; a signed-in customer's order uses the account's. */
  eml: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((value) => value || undefined),
  lines: z.array(orderLineRequestSchema).min(1, CheckoutFieldError.emptyCart).max(CART_TOTALS_MAX_LINES),
  couponscodes: codes,
  gfcd: codes,
  r_lpnt: z.coerce.number().int().min(0).max(10_000_000).default(0),
  SelectedProductOffers: z.array(selectedProductOfferSchema).max(CART_TOTALS_MAX_LINES).default([]),
  stid: id.optional().describe('shipping type id'),
  ptid: id.optional().describe('payment type id'),
  tsid: id.optional().describe('takeaway store id, for a store pick-up'),
  lckid: z.string().trim().min(1).max(64).optional().describe('parcel locker id, for a locker delivery'),
  inst: z.coerce.number().int().min(1).max(INSTALLMENTS_MAX).default(1).describe('card installments'),

  fnm: text(NAME_MAX_LENGTH),
  lnm: text(NAME_MAX_LENGTH),
  mob: text(MOBILE_MAX_LENGTH + 8),
  tel: text(MOBILE_MAX_LENGTH + 8),
  ctid: id.default(DEFAULT_COUNTRY_ID),
  crid: id.optional(),
  adr1: text(200),
  ct: text(100),
  ar: text(100).describe('area'),
  bnm: text(100).describe('bell name'),
  pc: text(POSTAL_CODE_MAX_LENGTH + 1),

  rt: z.enum(RECEIPT_TYPES).default('receipt').describe('receipt type'),
  cnm: text(200).describe('company name (invoice)'),
  irs: text(100).describe('tax office (invoice)'),
  job: text(200).describe('business activity (invoice)'),
  vat: text(20).describe('company tax id, ΑΦΜ for Greece (invoice)'),

  sameShippingAsBilling: z.boolean().default(true),
  dfnm: text(NAME_MAX_LENGTH),
  dlnm: text(NAME_MAX_LENGTH),
  dmob: text(MOBILE_MAX_LENGTH + 8),
  dtel: text(MOBILE_MAX_LENGTH + 8),
  dctid: id.default(DEFAULT_COUNTRY_ID),
  dcrid: id.optional(),
  dadr1: text(200),
  dct: text(100),
  dar: text(100),
  dpc: text(POSTAL_CODE_MAX_LENGTH + 1),
  dbnm: text(100),

  ncm: text(ORDER_NOTE_MAX_LENGTH).describe('comments for the order'),
  /** Gift-card delivery: sender, recipient, recipient's email, message (a cart with a gift card). */
  gfnm: text(NAME_MAX_LENGTH),
  gffnm: text(NAME_MAX_LENGTH),
  gfremail: text(254),
  gfmsg: text(GIFT_MESSAGE_MAX_LENGTH),

  hasAcceptedTerms: z.boolean().default(false),
  hasAcceptedNewsletter: z.boolean().default(false),
  /**
   * The total, in euros, the shopper was shown when pressing Pay: a save whose repriced total is
   * higher (a coupon or gift card taken meanwhile by another order) is refused with the new totals.
   */
  amt: z.number().min(0).max(10_000_000).optional().describe('the total the shopper was shown'),
});

export type OrderFormInput = z.input<typeof orderFormFields>;
export type OrderForm = z.output<typeof orderFormFields>;

/** `composeordertotals`: the form as it stands, checked by the server and reported, never refused for gaps. */
export const orderTotalsRequestSchema = orderFormFields;

/** `orders/save`: the whole form, with shipping and payment chosen. */
export const orderSaveRequestSchema = orderFormFields.superRefine((form, context) => {
  if (form.stid === undefined) {
    context.addIssue({ code: 'custom', path: ['stid'], message: CheckoutFieldError.shippingRequired });
  }
  if (form.ptid === undefined) {
    context.addIssue({ code: 'custom', path: ['ptid'], message: CheckoutFieldError.paymentRequired });
  }
  for (const issue of orderFormIssues(form, { giftCardDetailsRequired: false })) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.code });
  }
});
export type OrderSaveRequest = z.input<typeof orderSaveRequestSchema>;

export const orderSaveResponseSchema = z.object({
  uid: z.string().describe('the order uid, used in links and tracking'),
  code: z.string().describe('the order code shown to the shopper and used as a payment reference'),
  status: z.number().describe('OrderStatus'),
  paymentUrl: z.string().optional().describe('where to send the browser to pay, for a card provider'),
});
export type OrderSaveResponse = z.infer<typeof orderSaveResponseSchema>;

/** checkout-login's guest form (spec 001 §5 "Newsletter and guest"): a valid email and the accepted terms. */
export const checkoutGuestSchema = z.object({
  eml: emailSchema,
  hasAcceptedTerms: z.literal(true, CheckoutFieldError.termsRequired),
});
export type CheckoutGuest = z.infer<typeof checkoutGuestSchema>;
