import {
  CheckoutFieldError,
  type InstallmentStep,
  isValidPostalCode,
  maxInstallments,
  mixesGiftCards,
  type OrderForm,
  orderFormIssues,
  paymentTypeAllowed,
  type ShippingKind,
} from '@shop/contract';
import type { PaymentTypeRecord, ShippingTypeRecord } from '../checkout-options/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { PricedCart } from '../pricing/index.ts';
import { deliversElsewhere } from './order-request.ts';

export type FieldErrors = Record<string, string[]>;

/** What the server looked up for a form; undefined where the form named nothing or something unknown. */
export interface OrderFormFacts {
  /** The shopper's email: the account's, or the one the guest gave. */
  email: string | undefined;
  shipping: { record: ShippingTypeRecord; kind: ShippingKind } | undefined;
  payment: PaymentTypeRecord | undefined;
  storeFound: boolean;
  lockerFound: boolean;
  /** One flag per line of the form: whether it sells a gift card. */
  giftCardLines: boolean[];
  installmentSteps: readonly InstallmentStep[];
  priced: PricedCart;
  /** Products whose brand may not be sent to the destination country. */
  notShippedThere: number[];
  /** An intra-community supply to a VIES-confirmed EU business: no Greek VAT (decision 039). */
  intraCommunity: boolean;
}

function add(errors: FieldErrors, field: string, code: string) {
  const codes = errors[field] ?? [];
  if (!codes.includes(code)) errors[field] = [...codes, code];
}

/**
 * Every field error the save answers with (spec 001 §5): the contract's checks of the form, then
 * the server's against its data — shipping offered, store xor locker xor courier address as the
 * shipping kind asks, payment allowed for the shipping, the total and a cart of gift cards only
 * (no cash on delivery for e-mailed cards), gift cards bought apart from other products, installments within the table, regions of their
 * countries, every line still sold and sent to the destination country, a guest's email.
 */
export async function orderFormErrors(
  form: OrderForm,
  facts: OrderFormFacts,
  geo: GeoService,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const issue of orderFormIssues(form, { giftCardDetailsRequired: facts.giftCardLines.some(Boolean) })) {
    add(errors, issue.path, issue.code);
  }
  if (mixesGiftCards(facts.giftCardLines)) add(errors, 'lines', CheckoutFieldError.giftCardExclusive);
  if (!facts.email) add(errors, 'eml', CheckoutFieldError.required);

  const kind = facts.shipping?.kind;
  if (form.stid === undefined) add(errors, 'stid', CheckoutFieldError.shippingRequired);
  else if (
    !facts.shipping ||
    facts.priced.warnings.some((warning) => warning.code === 'shipping_unavailable')
  ) {
    add(errors, 'stid', CheckoutFieldError.shippingUnavailable);
  }
  if (kind === 'takeaway') {
    if (form.tsid === undefined) add(errors, 'tsid', CheckoutFieldError.storeRequired);
    else if (!facts.storeFound) add(errors, 'tsid', CheckoutFieldError.storeRequired);
  } else if (form.tsid !== undefined) add(errors, 'tsid', CheckoutFieldError.notForShipping);
  if (kind === 'locker') {
    if (form.lckid === undefined || !facts.lockerFound)
      add(errors, 'lckid', CheckoutFieldError.lockerRequired);
  } else if (form.lckid !== undefined) add(errors, 'lckid', CheckoutFieldError.notForShipping);

  if (form.ptid === undefined) add(errors, 'ptid', CheckoutFieldError.paymentRequired);
  else if (!facts.payment) add(errors, 'ptid', CheckoutFieldError.paymentNotAllowed);
  else if (
    kind &&
    !paymentTypeAllowed(facts.payment, kind, facts.priced.totalCents, {
      giftCardsOnly: facts.priced.giftCardsOnly,
    })
  ) {
    add(errors, 'ptid', CheckoutFieldError.paymentNotAllowed);
  }
  if (form.inst > 1) {
    const most = facts.payment?.installments
      ? maxInstallments(facts.priced.totalCents, facts.installmentSteps)
      : 1;
    if (form.inst > most) add(errors, 'inst', CheckoutFieldError.tooManyInstallments);
  }

  const places: [string, number, number | undefined, string][] = [['', form.ctid, form.crid, form.pc]];
  if (deliversElsewhere(form, kind)) places.push(['d', form.dctid, form.dcrid, form.dpc]);
  for (const [prefix, countryId, regionId, postcode] of places) {
    if (regionId === undefined) continue;
    // A malformed postcode has its own error already; only a well-formed one is placed.
    const wrong = await geo.checkRegion(
      countryId,
      regionId,
      isValidPostalCode(postcode, countryId) ? postcode : undefined,
    );
    if (wrong === 'invalid_country') add(errors, `${prefix}ctid`, CheckoutFieldError.invalidCountry);
    if (wrong === 'invalid_region') add(errors, `${prefix}crid`, CheckoutFieldError.invalidRegion);
    if (wrong === 'postcode_not_in_region')
      add(errors, `${prefix}pc`, CheckoutFieldError.postcodeNotInRegion);
  }
  if (facts.priced.warnings.some((warning) => warning.code === 'line_dropped')) {
    add(errors, 'lines', CheckoutFieldError.productUnavailable);
  }
  if (facts.notShippedThere.length > 0) add(errors, 'lines', CheckoutFieldError.notShippedToCountry);
  return errors;
}
