import { describe, expect, it } from 'vitest';
import { CheckoutFieldError, orderFormIssues } from './checkout.ts';
import { checkoutGuestSchema, type OrderSaveRequest, orderSaveRequestSchema } from './checkout-schemas.ts';

const validOrder: OrderSaveRequest = {
  eml: 'maria@example.gr',
  lines: [{ pid: 12, qty: 2 }],
  stid: 1,
  ptid: 2,
  fnm: 'Μαρία',
  lnm: 'Παπαδοπούλου',
  mob: '6912345678',
  ctid: 1,
  crid: 5,
  adr1: 'Ερμού 10',
  ct: 'Λαμία',
  pc: '351 00',
  hasAcceptedTerms: true,
};

function fieldErrors(body: unknown): Record<string, string[]> {
  const result = orderSaveRequestSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

describe('the order form (spec 001 §5)', () => {
  it('accepts a complete guest order with defaults filled in', () => {
    const order = orderSaveRequestSchema.parse(validOrder);
    expect(order.lines).toEqual([{ pid: 12, pdid: 0, qty: 2 }]);
    expect(order.rt).toBe('receipt');
    expect(order.sameShippingAsBilling).toBe(true);
    expect(order.inst).toBe(1);
    expect(order.couponscodes).toEqual([]);
  });

  it('asks for the terms, the billing fields, a shipping and a payment choice', () => {
    expect(fieldErrors({ lines: [{ pid: 1, qty: 1 }] })).toEqual({
      stid: [CheckoutFieldError.shippingRequired],
      ptid: [CheckoutFieldError.paymentRequired],
      hasAcceptedTerms: [CheckoutFieldError.termsRequired],
      fnm: [CheckoutFieldError.required],
      lnm: [CheckoutFieldError.required],
      adr1: [CheckoutFieldError.required],
      ct: [CheckoutFieldError.required],
      crid: [CheckoutFieldError.required],
      pc: [CheckoutFieldError.required],
      mob: [CheckoutFieldError.required],
    });
  });

  it('checks the Greek postcode and mobile, and an empty cart', () => {
    expect(fieldErrors({ ...validOrder, pc: '1234', mob: '2101234567', lines: [] })).toEqual({
      pc: [CheckoutFieldError.invalidPostalCode],
      mob: [CheckoutFieldError.invalidMobile],
      lines: [CheckoutFieldError.emptyCart],
    });
    expect(fieldErrors({ ...validOrder, ctid: 2, pc: 'D-1010', mob: '+49 151 2345678' })).toEqual({});
  });

  it('asks for the delivery address only when it differs from the billing one', () => {
    expect(Object.keys(fieldErrors({ ...validOrder, sameShippingAsBilling: false })).sort()).toEqual(
      ['dadr1', 'dcrid', 'dct', 'dfnm', 'dlnm', 'dmob', 'dpc'].sort(),
    );
  });

  it('asks for the company fields and a valid ΑΦΜ on an invoice', () => {
    expect(fieldErrors({ ...validOrder, rt: 'invoice' })).toEqual({
      cnm: [CheckoutFieldError.required],
      irs: [CheckoutFieldError.required],
      job: [CheckoutFieldError.required],
      vat: [CheckoutFieldError.required],
    });
    const company = { rt: 'invoice', cnm: 'Φαρμακείο Α.Ε.', irs: 'Λαμίας', job: 'Φαρμακείο' };
    expect(fieldErrors({ ...validOrder, ...company, vat: '094019246' })).toEqual({
      vat: [CheckoutFieldError.invalidTaxId],
    });
    expect(fieldErrors({ ...validOrder, ...company, vat: '094019245' })).toEqual({});
  });

  it('asks for the gift-card details when the cart holds a gift card', () => {
    const form = orderSaveRequestSchema.parse({ ...validOrder, gfnm: 'Νίκος', gfremail: 'not-an-email' });
    expect(orderFormIssues(form, { giftCardDetailsRequired: false })).toEqual([]);
    expect(orderFormIssues(form, { giftCardDetailsRequired: true })).toEqual([
      { path: 'gffnm', code: CheckoutFieldError.required },
      { path: 'gfremail', code: CheckoutFieldError.invalidEmail },
    ]);
  });

  it('refuses quantities outside 1-999 and unknown receipt types', () => {
    expect(fieldErrors({ ...validOrder, lines: [{ pid: 1, qty: 0 }] })).toEqual({
      'lines.0.qty': [CheckoutFieldError.invalidQuantity],
    });
    expect(Object.keys(fieldErrors({ ...validOrder, rt: 'bill' }))).toEqual(['rt']);
  });
});

describe('the checkout guest form', () => {
  it('needs a valid email and the accepted terms', () => {
    expect(checkoutGuestSchema.safeParse({ eml: 'guest@example.gr', hasAcceptedTerms: true }).success).toBe(
      true,
    );
    const refused = checkoutGuestSchema.safeParse({ eml: 'guest@', hasAcceptedTerms: false });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['eml', CheckoutFieldError.invalidEmail],
      ['hasAcceptedTerms', CheckoutFieldError.termsRequired],
    ]);
  });
});
