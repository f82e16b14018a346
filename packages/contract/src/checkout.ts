import type { OrderForm } from './checkout-schemas.ts';
import {
  CustomerFieldError,
  GREECE_COUNTRY_ID,
  isValidEmail,
  isValidMobile,
  isValidPhone,
  isValidPostalCode,
} from './customers.ts';
import { isValidGreekTaxId } from './tax-id.ts';

/**
 * The order form of spec 001 §3 and its checks of §5: `POST /orders/save` and
 * `POST /orders/composeordertotals` take this body. Billing and delivery fields are flat at the
 * top level with the specification's names; every failure is a field error code the web translates.
 */

export const CheckoutFieldError = {
  required: CustomerFieldError.required,
  invalidEmail: CustomerFieldError.invalidEmail,
  invalidPostalCode: CustomerFieldError.invalidPostalCode,
  invalidMobile: CustomerFieldError.invalidMobile,
  tooLong: CustomerFieldError.tooLong,
  termsRequired: CustomerFieldError.termsRequired,
  invalidTaxId: 'invalid_tax_id',
  shippingRequired: 'shipping_required',
  paymentRequired: 'payment_required',
  emptyCart: 'empty_cart',
  invalidQuantity: 'invalid_quantity',
  /** The shipping type is not offered (any more, or to that country). */
  shippingUnavailable: 'shipping_unavailable',
  /** The payment type is not offered with that shipping, or not for that total (the cash limit). */
  paymentNotAllowed: 'payment_not_allowed',
  storeRequired: 'store_required',
  /** The store neither holds the lines nor can receive them from another location (decision 045). */
  storeLacksStock: 'store_lacks_stock',
  lockerRequired: 'locker_required',
  /** A store or locker given with a shipping kind that has none. */
  notForShipping: 'not_for_shipping',
  invalidCountry: 'invalid_country',
  invalidRegion: 'invalid_region',
  /** The postcode belongs to another region than the one chosen. */
  postcodeNotInRegion: 'postcode_not_in_region',
  tooManyInstallments: 'too_many_installments',
  /** A line's product is no longer sold. */
  productUnavailable: 'product_unavailable',
  /** A line's brand may not be sent to the destination country (its country exclusions). */
  notShippedToCountry: 'not_shipped_to_country',
  /** A gift card beside another product: each is bought on its own (spec 000 §5). */
  giftCardExclusive: 'gift_card_exclusive',
  /** A coupon or gift card asked for is no longer valid (used by another order meanwhile). */
  redemptionLost: 'redemption_lost',
} as const;

export const RECEIPT_TYPES = ['receipt', 'invoice'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** Most installments any provider offers; the order total narrows it (`maxInstallments`). */
export const INSTALLMENTS_MAX = 36;
export const ORDER_NOTE_MAX_LENGTH = 500;
export const GIFT_MESSAGE_MAX_LENGTH = 500;

type Issue = { path: string; code: string };

function addressIssues(form: OrderForm, prefix: '' | 'd'): Issue[] {
  const field = (name: string) => `${prefix}${name}` as keyof OrderForm;
  const value = (name: string) => String(form[field(name)] ?? '');
  const issues: Issue[] = [];
  for (const name of ['fnm', 'lnm', 'adr1', 'ct']) {
    if (value(name) === '') issues.push({ path: field(name), code: CheckoutFieldError.required });
  }
  if (form[field('crid')] === undefined)
    issues.push({ path: field('crid'), code: CheckoutFieldError.required });
  const countryId = Number(form[field('ctid')]);
  if (value('pc') === '') issues.push({ path: field('pc'), code: CheckoutFieldError.required });
  else if (!isValidPostalCode(value('pc'), countryId)) {
    issues.push({ path: field('pc'), code: CheckoutFieldError.invalidPostalCode });
  }
  if (value('mob') === '') issues.push({ path: field('mob'), code: CheckoutFieldError.required });
  else if (!isValidMobile(value('mob')))
    issues.push({ path: field('mob'), code: CheckoutFieldError.invalidMobile });
  if (value('tel') !== '' && !isValidPhone(value('tel'))) {
    issues.push({ path: field('tel'), code: CheckoutFieldError.invalidMobile });
  }
  return issues;
}

/**
 * The checks of spec 001 §5 that need no database: terms, billing (and delivery when it differs),
 * the invoice's company fields with a valid Greek tax id, and the gift-card details when asked for.
 * Shipping, payment, stock and the chosen store or locker are checked by the server against its data.
 */
export function orderFormIssues(form: OrderForm, options: { giftCardDetailsRequired: boolean }): Issue[] {
  const issues: Issue[] = [];
  if (!form.hasAcceptedTerms)
    issues.push({ path: 'hasAcceptedTerms', code: CheckoutFieldError.termsRequired });
  issues.push(...addressIssues(form, ''));
  if (!form.sameShippingAsBilling) issues.push(...addressIssues(form, 'd'));
  if (form.rt === 'invoice') {
    for (const name of ['cnm', 'irs', 'job'] as const) {
      if (form[name] === '') issues.push({ path: name, code: CheckoutFieldError.required });
    }
    if (form.vat === '') issues.push({ path: 'vat', code: CheckoutFieldError.required });
    else if (form.ctid === GREECE_COUNTRY_ID && !isValidGreekTaxId(form.vat)) {
      issues.push({ path: 'vat', code: CheckoutFieldError.invalidTaxId });
    }
  }
  if (options.giftCardDetailsRequired) {
    for (const name of ['gfnm', 'gffnm', 'gfremail'] as const) {
      if (form[name] === '') issues.push({ path: name, code: CheckoutFieldError.required });
    }
    if (form.gfremail !== '' && !isValidEmail(form.gfremail)) {
      issues.push({ path: 'gfremail', code: CheckoutFieldError.invalidEmail });
    }
  }
  return issues;
}
