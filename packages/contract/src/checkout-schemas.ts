import * as z from 'zod/mini';
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

const id = z.coerce.number().check(z.int(), z.positive());
const text = (max: number) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, CheckoutFieldError.tooLong))), '');
const codes = z.pipe(
  z._default(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
      .check(z.maxLength(CART_TOTALS_MAX_CODES)),
    [],
  ),
  z.transform((list) => [...new Set(list.map((value) => value.toUpperCase()))]),
);

export const orderLineRequestSchema = z.object({
  pid: id,
  /** Size or colour id; 0 when the product has none. */
  pdid: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  qty: z.coerce
    .number(CheckoutFieldError.invalidQuantity)
    .check(
      z.int(CheckoutFieldError.invalidQuantity),
      z.gte(1, CheckoutFieldError.invalidQuantity),
      z.lte(DEFAULT_MAX_QUANTITY, CheckoutFieldError.invalidQuantity),
    ),
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

const orderFormFields = z.object({
  /** The guest's email; a signed-in customer's order uses the account's. */
  eml: z.pipe(
    z.optional(z.union([z.literal(''), emailSchema])),
    z.transform((value) => value || undefined),
  ),
  lines: z
    .array(orderLineRequestSchema)
    .check(z.minLength(1, CheckoutFieldError.emptyCart), z.maxLength(CART_TOTALS_MAX_LINES)),
  couponscodes: codes,
  gfcd: codes,
  r_lpnt: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  SelectedProductOffers: z._default(
    z.array(selectedProductOfferSchema).check(z.maxLength(CART_TOTALS_MAX_LINES)),
    [],
  ),
  stid: z.optional(id).check(z.describe('shipping type id')),
  ptid: z.optional(id).check(z.describe('payment type id')),
  tsid: z.optional(id).check(z.describe('takeaway store id, for a store pick-up')),
  lckid: z
    .optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
    .check(z.describe('parcel locker id, for a locker delivery')),
  inst: z
    ._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(INSTALLMENTS_MAX)), 1)
    .check(z.describe('card installments')),

  fnm: text(NAME_MAX_LENGTH),
  lnm: text(NAME_MAX_LENGTH),
  mob: text(MOBILE_MAX_LENGTH + 8),
  tel: text(MOBILE_MAX_LENGTH + 8),
  ctid: z._default(id, DEFAULT_COUNTRY_ID),
  crid: z.optional(id),
  adr1: text(200),
  ct: text(100),
  ar: text(100).check(z.describe('area')),
  bnm: text(100).check(z.describe('bell name')),
  pc: text(POSTAL_CODE_MAX_LENGTH + 1),

  rt: z._default(z.enum(RECEIPT_TYPES), 'receipt').check(z.describe('receipt type')),
  cnm: text(200).check(z.describe('company name (invoice)')),
  irs: text(100).check(z.describe('tax office (invoice)')),
  job: text(200).check(z.describe('business activity (invoice)')),
  vat: text(20).check(z.describe('company tax id, ΑΦΜ for Greece (invoice)')),

  sameShippingAsBilling: z._default(z.boolean(), true),
  dfnm: text(NAME_MAX_LENGTH),
  dlnm: text(NAME_MAX_LENGTH),
  dmob: text(MOBILE_MAX_LENGTH + 8),
  dtel: text(MOBILE_MAX_LENGTH + 8),
  dctid: z._default(id, DEFAULT_COUNTRY_ID),
  dcrid: z.optional(id),
  dadr1: text(200),
  dct: text(100),
  dar: text(100),
  dpc: text(POSTAL_CODE_MAX_LENGTH + 1),
  dbnm: text(100),

  ncm: text(ORDER_NOTE_MAX_LENGTH).check(z.describe('comments for the order')),
  /** Gift-card delivery: sender, recipient, recipient's email, message (a cart with a gift card). */
  gfnm: text(NAME_MAX_LENGTH),
  gffnm: text(NAME_MAX_LENGTH),
  gfremail: text(254),
  gfmsg: text(GIFT_MESSAGE_MAX_LENGTH),

  hasAcceptedTerms: z._default(z.boolean(), false),
  hasAcceptedNewsletter: z._default(z.boolean(), false),
  /**
   * The total, in euros, the shopper was shown when pressing Pay: a save whose repriced total is
   * higher (a coupon or gift card taken meanwhile by another order) is refused with the new totals.
   */
  amt: z
    .optional(z.number().check(z.gte(0), z.lte(10_000_000)))
    .check(z.describe('the total the shopper was shown')),
});

export type OrderFormInput = z.input<typeof orderFormFields>;
export type OrderForm = z.output<typeof orderFormFields>;

/** `composeordertotals`: the form as it stands, checked by the server and reported, never refused for gaps. */
export const orderTotalsRequestSchema = orderFormFields;

/** `orders/save`: the whole form, with shipping and payment chosen. */
export const orderSaveRequestSchema = orderFormFields.check(
  z.superRefine((form, context) => {
    if (form.stid === undefined) {
      context.addIssue({ code: 'custom', path: ['stid'], message: CheckoutFieldError.shippingRequired });
    }
    if (form.ptid === undefined) {
      context.addIssue({ code: 'custom', path: ['ptid'], message: CheckoutFieldError.paymentRequired });
    }
    for (const issue of orderFormIssues(form, { giftCardDetailsRequired: false })) {
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.code });
    }
  }),
);
export type OrderSaveRequest = z.input<typeof orderSaveRequestSchema>;

export const orderSaveResponseSchema = z.object({
  uid: z.string().check(z.describe('the order uid, used in links and tracking')),
  code: z.string().check(z.describe('the order code shown to the shopper and used as a payment reference')),
  status: z.number().check(z.describe('OrderStatus')),
  paymentUrl: z
    .optional(z.string())
    .check(z.describe('where to send the browser to pay, for a card provider')),
});
export type OrderSaveResponse = z.infer<typeof orderSaveResponseSchema>;

/** checkout-login's guest form (spec 001 §5 "Newsletter and guest"): a valid email and the accepted terms. */
export const checkoutGuestSchema = z.object({
  eml: emailSchema,
  hasAcceptedTerms: z.literal(true, CheckoutFieldError.termsRequired),
});
export type CheckoutGuest = z.infer<typeof checkoutGuestSchema>;
