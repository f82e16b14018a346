import { describe, expect, it } from 'vitest';
import {
  addCartLine,
  type CartLine,
  cartLineProblem,
  clampQuantity,
  dropMissingProducts,
  giftCardConflict,
  giftFormChanged,
  isValidQuantity,
  maxQuantityOf,
  mergeCarts,
  removeCartLine,
  setCartLineQuantity,
  updateCartLineData,
  validateGiftForm,
} from './cart.ts';
import { giftFormSchema } from './cart-schemas.ts';
import { isFinalRefusal, reductionsOf } from './cart-totals.ts';
import { isValidWishlistName, listsHoldingProduct, toggleWishlistProduct } from './wishlists.ts';

const line = (productId: number, dimensionId: number, quantity: number, extra = {}): CartLine => ({
  productId,
  dimensionId,
  quantity,
  ...extra,
});

describe('cart line semantics (spec 000 §4)', () => {
  it('adds to the quantity of the same product and dimension and merges extension data', () => {
    const lines = [line(1, 0, 2, { note: 'a', keep: true })];
    const next = addCartLine(lines, line(1, 0, 3, { note: 'b' }));
    expect(next).toEqual([{ productId: 1, dimensionId: 0, quantity: 5, note: 'b', keep: true }]);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('appends a line of another dimension of the same product', () => {
    expect(addCartLine([line(1, 0, 1)], line(1, 7, 1))).toEqual([line(1, 0, 1), line(1, 7, 1)]);
    expect(addCartLine([line(1, 7, 1)], line(1, 8, 2))).toHaveLength(2);
  });

  it('removes a line whose quantity falls to zero or below', () => {
    expect(addCartLine([line(1, 0, 2)], line(1, 0, -2))).toEqual([]);
    expect(addCartLine([], line(1, 0, 0))).toEqual([]);
    expect(setCartLineQuantity([line(1, 0, 2), line(2, 0, 1)], 1, 0, 0)).toEqual([line(2, 0, 1)]);
    expect(setCartLineQuantity([line(1, 0, 2)], 1, 0, -1)).toEqual([]);
  });

  it('sets a quantity and adds an unknown line', () => {
    expect(setCartLineQuantity([line(1, 0, 2)], 1, 0, 9)).toEqual([line(1, 0, 9)]);
    expect(setCartLineQuantity([], 3, 4, 2)).toEqual([line(3, 4, 2)]);
  });

  it('remove deletes every line of that product and dimension, and only those', () => {
    const lines = [line(1, 0, 1), line(1, 5, 1), line(1, 0, 4), line(2, 0, 1)];
    expect(removeCartLine(lines, 1, 0)).toEqual([line(1, 5, 1), line(2, 0, 1)]);
  });

  it('merges extension data into a line without touching its identity or quantity', () => {
    const next = updateCartLineData([line(1, 0, 2)], 1, 0, { gfnm: 'Anna', quantity: 50, productId: 9 });
    expect(next).toEqual([{ productId: 1, dimensionId: 0, quantity: 2, gfnm: 'Anna' }]);
  });

  it('drops lines whose product is no longer returned', () => {
    expect(dropMissingProducts([line(1, 0, 1), line(2, 0, 1)], [2])).toEqual([line(2, 0, 1)]);
  });
});

describe('quantity bounds (spec 000 §5, §9)', () => {
  it('is an integer from 1 to OrderMaxQuantity, 999 when there is none', () => {
    expect(maxQuantityOf({ OrderMaxQuantity: null })).toBe(999);
    expect(maxQuantityOf({ OrderMaxQuantity: 0 })).toBe(999);
    expect(maxQuantityOf({ OrderMaxQuantity: 3 })).toBe(3);
    expect(isValidQuantity(1, 3)).toBe(true);
    expect(isValidQuantity(3, 3)).toBe(true);
    expect(isValidQuantity(4, 3)).toBe(false);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
    expect(isValidQuantity(999)).toBe(true);
    expect(isValidQuantity(1000)).toBe(false);
  });

  it('clamps typed values into the bounds', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});

describe('gift-card exclusivity (spec 000 §5)', () => {
  it('refuses a gift card in a cart with products and a product in a cart with a gift card', () => {
    expect(giftCardConflict([false], true)).toBe(true);
    expect(giftCardConflict([true], false)).toBe(true);
  });

  it('allows either kind in an empty cart, and gift cards together', () => {
    expect(giftCardConflict([], true)).toBe(false);
    expect(giftCardConflict([], false)).toBe(false);
    expect(giftCardConflict([true, true], true)).toBe(false);
    expect(giftCardConflict([false, false], false)).toBe(false);
  });
});

describe('cart merge on sign-in', () => {
  const limits =
    (stock: number, max = 999) =>
    () => ({ stock, max });

  it('adds up matching lines and appends the others', () => {
    const merged = mergeCarts([line(1, 0, 1)], [line(1, 0, 2), line(2, 3, 1)], limits(10));
    expect(merged).toEqual([line(1, 0, 3), line(2, 3, 1)]);
  });

  it('caps a sum by the stock and by the per-line maximum', () => {
    expect(mergeCarts([line(1, 0, 2)], [line(1, 0, 2)], limits(3))).toEqual([line(1, 0, 3)]);
    expect(mergeCarts([line(1, 0, 2)], [line(1, 0, 2)], limits(100, 3))).toEqual([line(1, 0, 3)]);
  });

  it('never goes below what either cart held: nothing is lost', () => {
    expect(mergeCarts([line(1, 0, 5)], [line(1, 0, 2)], limits(0))).toEqual([line(1, 0, 5)]);
    expect(mergeCarts([line(1, 0, 1)], [line(1, 0, 4)], limits(2))).toEqual([line(1, 0, 4)]);
  });

  it('keeps the guest line data (a gift form typed as a guest)', () => {
    const merged = mergeCarts([line(1, 0, 1)], [line(1, 0, 1, { gift: { gfnm: 'A' } })], limits(10));
    expect(merged[0]?.gift).toEqual({ gfnm: 'A' });
  });
});

describe('line stock problem (spec 000 §4)', () => {
  it('is none within stock, part-now-rest-later above some stock, available-in-days with none', () => {
    expect(cartLineProblem(2, 2)).toBeNull();
    expect(cartLineProblem(3, 2)).toBe('partial_stock');
    expect(cartLineProblem(1, 0)).toBe('available_in_days');
  });
});

describe('gift-card form (spec 000 §5)', () => {
  const valid = { gfnm: 'Άννα', gffnm: 'Μαρία', gfremail: 'maria@example.gr', gfmsg: 'Χρόνια πολλά' };

  it('accepts a complete form and trims it', () => {
    expect(validateGiftForm(valid)).toEqual({});
    expect(giftFormSchema.parse({ ...valid, gfnm: '  Άννα ' }).gfnm).toBe('Άννα');
  });

  it('requires every field after trimming', () => {
    expect(validateGiftForm({ ...valid, gfnm: '   ', gfmsg: '' })).toEqual({
      gfnm: 'required_field',
      gfmsg: 'required_field',
    });
    expect(validateGiftForm({})).toEqual({
      gfnm: 'required_field',
      gffnm: 'required_field',
      gfremail: 'required_field',
      gfmsg: 'required_field',
    });
  });

  it('reports an invalid email, which wins over required', () => {
    expect(validateGiftForm({ ...valid, gfremail: 'maria@' })).toEqual({ gfremail: 'invalid_email' });
    expect(giftFormSchema.safeParse({ ...valid, gfremail: 'no-at-sign' }).success).toBe(false);
  });

  it('knows when the form differs from the saved one', () => {
    expect(giftFormChanged(valid, valid)).toBe(false);
    expect(giftFormChanged({ ...valid, gfmsg: 'x' }, valid)).toBe(true);
    expect(giftFormChanged({}, null)).toBe(false);
    expect(giftFormChanged({ gfnm: 'A' }, null)).toBe(true);
  });
});

describe('wishlists (spec 000 §4, §5)', () => {
  it('requires a name that is not blank after trimming', () => {
    expect(isValidWishlistName('  ')).toBe(false);
    expect(isValidWishlistName('')).toBe(false);
    expect(isValidWishlistName(' Καλοκαίρι ')).toBe(true);
  });

  it('toggles membership and counts the lists holding a product', () => {
    expect(toggleWishlistProduct([1, 2], 2)).toEqual([1]);
    expect(toggleWishlistProduct([1], 2)).toEqual([1, 2]);
    expect(listsHoldingProduct([{ productIds: [1, 2] }, { productIds: [2] }, { productIds: [] }], 2)).toBe(2);
  });
});

describe('reductionsOf', () => {
  it('splits the reduction into discounts, gift cards and points that add up to it', () => {
    const split = reductionsOf({
      dsct: 23.3,
      giftcards: [
        { cd: 'A', status: 'Applied', msg: '', bal: 10, amt: 10 },
        { cd: 'B', status: 'Applied', msg: '', bal: 5, amt: 3.1 },
      ],
      lpnt: { req: 200, bal: 500, max: 300, used: 200, amt: 2 },
    });
    expect(split).toEqual({ discount: 8.2, giftCards: 13.1, points: 2 });
  });
});

describe('isFinalRefusal', () => {
  it('takes off codes that cannot apply to this cart whatever it holds, keeps the others', () => {
    expect(['NotFound', 'Expired', 'Redeemed', 'Empty'].every(isFinalRefusal)).toBe(true);
    expect(['Applied', 'NotApplicable', 'Pending', 'NotNeeded'].some(isFinalRefusal)).toBe(false);
  });
});
