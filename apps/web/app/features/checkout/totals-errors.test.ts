import { describe, expect, it } from 'vitest';
import { detailsFields, visibleErrors } from './totals-errors';

const reported = {
  stid: ['shipping_required'],
  tsid: ['store_required'],
  ptid: ['payment_not_allowed'],
  hasAcceptedTerms: ['terms_required'],
  couponscodes: ['required_field', 'too_long'],
};

describe("the totals' field errors", () => {
  it('holds back what is only not chosen yet until the shopper tries to pay', () => {
    expect(visibleErrors(reported, false)).toEqual({
      ptid: ['payment_not_allowed'],
      couponscodes: ['too_long'],
    });
    expect(visibleErrors(reported, true)).toEqual(reported);
  });

  it('tells the details step fields apart, billing and delivery alike', () => {
    expect(
      detailsFields({ fnm: ['x'], dpc: ['x'], vat: ['x'], stid: ['x'], dct: ['x'], ptid: ['x'] }),
    ).toEqual(['fnm', 'dpc', 'vat', 'dct']);
  });
});
