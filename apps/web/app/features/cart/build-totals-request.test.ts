import { cartTotalsRequestSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildTotalsRequest, requestToPrice, type TotalsInputs } from './build-totals-request';

const noInputs: TotalsInputs = { coupons: [], giftcards: [], points: 0, offers: [] };

describe('buildTotalsRequest', () => {
  it('sends every stored line with its size, and the inputs under the engine names', () => {
    const request = buildTotalsRequest(
      [
        { productId: 7, dimensionId: 0, quantity: 2, gift: { gfnm: 'Άννα' } },
        { productId: 9, dimensionId: 31, quantity: 1 },
      ],
      {
        coupons: ['SUMMER10'],
        giftcards: ['GC-25'],
        points: 300,
        offers: [{ prom_policy_id: 4, pid: 12 }],
      },
    );
    expect(request).toEqual({
      lines: [
        { pid: 7, dimension: 0, quantity: 2 },
        { pid: 9, dimension: 31, quantity: 1 },
      ],
      couponscodes: ['SUMMER10'],
      gfcd: ['GC-25'],
      r_lpnt: 300,
      SelectedProductOffers: [{ prom_policy_id: 4, pid: 12 }],
    });
    expect(cartTotalsRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out a line being emptied and caps a line at the most it may hold', () => {
    const request = buildTotalsRequest(
      [
        { productId: 7, dimensionId: 0, quantity: 0 },
        { productId: 8, dimensionId: 0, quantity: 1200 },
      ],
      noInputs,
    );
    expect(request.lines).toEqual([{ pid: 8, dimension: 0, quantity: 999 }]);
    expect(cartTotalsRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('requestToPrice', () => {
  const empty = buildTotalsRequest([], noInputs);
  const one = buildTotalsRequest([{ productId: 7, dimensionId: 0, quantity: 1 }], noInputs);
  const two = buildTotalsRequest([{ productId: 7, dimensionId: 0, quantity: 2 }], noInputs);

  it('prices a cart that has just loaded at once', () => {
    expect(requestToPrice(one, empty)).toBe(one);
  });

  it('keeps the settled request while a quantity is being typed', () => {
    expect(requestToPrice(two, one)).toBe(one);
  });
});
