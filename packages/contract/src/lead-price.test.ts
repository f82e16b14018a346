import { describe, expect, it } from 'vitest';
import { leadPrice } from './products.ts';

const size = (id: number, cprc: number, qty: number) => ({
  id,
  nm: `${id} ml`,
  qty,
  prc: cprc,
  cprc,
  cprcbd: cprc,
  dsc: 0,
  svtxt: qty > 0 ? `${id} ml` : null,
  cvtxt: null,
  cval: null,
  img1: null,
});

describe('leadPrice (issue 26)', () => {
  it('leads a sized product with its cheapest size in stock, "from" when sizes cost differently', () => {
    const product = {
      cprc: 9.9,
      cprcbd: 9.9,
      dsc: 0,
      dimensions: [size(50, 9.9, 0), size(100, 14.5, 3), size(200, 21, 8)],
    };
    expect(leadPrice(product)).toEqual({ current: 14.5, before: 14.5, discount: 0, from: true });
  });

  it('says no "from" when the sizes in stock cost the same, and keeps a plain product as it is', () => {
    expect(
      leadPrice({ cprc: 5, cprcbd: 6, dsc: 17, dimensions: [size(1, 7, 2), size(2, 7, 1), size(3, 3, 0)] }),
    ).toEqual({ current: 7, before: 7, discount: 0, from: false });
    expect(leadPrice({ cprc: 5, cprcbd: 6, dsc: 17, dimensions: [] })).toEqual({
      current: 5,
      before: 6,
      discount: 17,
      from: false,
    });
  });

  it('leads with the cheapest size when every size is sold out', () => {
    expect(leadPrice({ cprc: 5, cprcbd: 5, dsc: 0, dimensions: [size(1, 8, 0), size(2, 6, 0)] })).toEqual({
      current: 6,
      before: 6,
      discount: 0,
      from: true,
    });
  });
});
