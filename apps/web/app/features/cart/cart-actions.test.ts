import { CART_STORAGE_KEY, type Product, ProductType } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATE_ANALYTICS_DELAY_MS } from './analytics';
import {
  addProductToCart,
  changeCartQuantity,
  holdsGiftCardsOnly,
  linesFromServer,
  removeFromCart,
  syncCartWithServer,
} from './cart-actions';
import { readCartLines, readCartOwner, writeCartLines, writeCartOwner } from './cart-storage';

/** The browser's storage, in memory; `failWrites` makes every write throw like a full quota. */
class MemoryStorage {
  items = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
let page: EventTarget & { dataLayer?: Record<string, unknown>[] };

beforeEach(() => {
  storage = new MemoryStorage();
  page = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', page);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function product(id: number, change: Partial<Product> = {}): Product {
  return {
    id,
    nm: `Προϊόν ${id}`,
    cd: `P${id}`,
    bc: null,
    eurl: `p-${id}`,
    dsm: null,
    ds: null,
    prc: 10,
    prcbd: 0,
    cprc: 10,
    cprcbd: 0,
    rprc: 0,
    dsc: 0,
    qty: 20,
    ast: 1,
    avl: 1,
    nqty: null,
    nunit: null,
    ptype: ProductType.Product,
    OrderMaxQuantity: null,
    dshc: false,
    mfid: null,
    mfnm: null,
    cnm: '',
    breadcrumbs: [],
    stslst: [],
    prom_policies: [],
    aggregates: { rating: 0, reviews: 0 },
    dimensions: [],
    images: [],
    PrevId: null,
    ...change,
  };
}

const giftCard = product(90, { ptype: ProductType.GiftCard, OrderMaxQuantity: 5 });

describe('the browser cart (guest)', () => {
  it('adds, adds up the same product and dimension, and keeps other dimensions apart', () => {
    const sized = product(2, {
      dimensions: [
        {
          id: 5,
          nm: 'S',
          qty: 3,
          prc: 10,
          cprc: 10,
          cprcbd: 0,
          dsc: 0,
          svtxt: 'S',
          cvtxt: null,
          cval: null,
          img1: null,
        },
        {
          id: 6,
          nm: 'M',
          qty: 3,
          prc: 10,
          cprc: 10,
          cprcbd: 0,
          dsc: 0,
          svtxt: 'M',
          cvtxt: null,
          cval: null,
          img1: null,
        },
      ],
    });
    expect(addProductToCart('el', product(1), 0, 1)).toEqual({ ok: true });
    addProductToCart('el', product(1), 0, 2);
    addProductToCart('el', sized, 5, 1);
    addProductToCart('el', sized, 6, 1);
    expect(readCartLines().map((l) => [l.productId, l.dimensionId, l.quantity])).toEqual([
      [1, 0, 3],
      [2, 5, 1],
      [2, 6, 1],
    ]);
    expect(addProductToCart('el', sized, 0, 1)).toMatchObject({ ok: false, reason: 'NO_SIZE_SELECTED' });
  });

  it('refuses a gift card next to a product and a product next to a gift card', () => {
    addProductToCart('el', product(1), 0, 1);
    expect(addProductToCart('el', giftCard, 0, 1)).toMatchObject({
      ok: false,
      reason: 'GIFT_CARD_EXCLUSIVE',
    });
    removeFromCart('el', product(1), 0);
    expect(addProductToCart('el', giftCard, 0, 1)).toEqual({ ok: true });
    expect(addProductToCart('el', product(1), 0, 1)).toMatchObject({
      ok: false,
      reason: 'GIFT_CARD_EXCLUSIVE',
    });
    expect(addProductToCart('el', product(91, { ptype: ProductType.GiftCard }), 0, 1)).toEqual({ ok: true });
  });

  it('keeps a line within its maximum, and refuses what cannot be bought', () => {
    expect(addProductToCart('el', giftCard, 0, 5)).toEqual({ ok: true });
    expect(addProductToCart('el', giftCard, 0, 1)).toEqual({
      ok: false,
      reason: 'MAX_QUANTITY_EXCEEDED',
      maxQuantity: 5,
    });
    storage.items.clear();
    expect(addProductToCart('el', product(3), 0, 999)).toEqual({ ok: true });
    expect(addProductToCart('el', product(3), 0, 1)).toMatchObject({
      reason: 'MAX_QUANTITY_EXCEEDED',
      maxQuantity: 999,
    });
    expect(addProductToCart('el', product(4, { ast: 11 }), 0, 1)).toMatchObject({
      reason: 'PRODUCT_UNAVAILABLE',
    });
    expect(addProductToCart('el', product(4, { dshc: true }), 0, 1)).toMatchObject({ reason: 'DISABLED' });
  });

  it('removes a line set to zero', () => {
    addProductToCart('el', product(1), 0, 2);
    changeCartQuantity('el', product(1), 0, 0);
    expect(readCartLines()).toEqual([]);
  });

  it('resets unreadable storage to an empty cart and logs it', () => {
    storage.setItem(CART_STORAGE_KEY, '{not json');
    expect(readCartLines()).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBe('[]');
    expect(console.error).toHaveBeenCalled();
  });

  it('answers false when the cart cannot be written', () => {
    storage.failWrites = true;
    expect(writeCartLines([{ productId: 1, dimensionId: 0, quantity: 1 }])).toBe(false);
  });

  it('sends add and remove events at once, and one cart update 1000 ms after the last change', () => {
    vi.useFakeTimers();
    addProductToCart('el', product(1), 0, 2);
    changeCartQuantity('el', product(1), 0, 1);
    const events = () => (page.dataLayer ?? []).map((entry) => entry.event);
    expect(events()).toEqual(['add_to_cart', 'remove_from_cart']);
    vi.advanceTimersByTime(CART_UPDATE_ANALYTICS_DELAY_MS - 1);
    expect(events()).not.toContain('cart_update');
    vi.advanceTimersByTime(1);
    expect(events()).toEqual(['add_to_cart', 'remove_from_cart', 'cart_update']);
    expect(page.dataLayer?.[2]?.items).toEqual([{ item_id: '1', variant: 0, quantity: 1 }]);
  });
});

describe('syncCartWithServer', () => {
  const serverLine = {
    productId: 1,
    dimensionId: 0,
    quantity: 4,
    maxQuantity: 20,
    orderMaxQuantity: 999,
    bundleProductExist: false,
    problem: null,
    gift: null,
    product: product(1),
  };

  function server() {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
        return new Response(JSON.stringify({ items: [serverLine], rejected: [] }), { status: 200 });
      }),
    );
    return calls;
  }

  it('merges the guest cart into the server cart on sign-in and takes the answer', async () => {
    const calls = server();
    writeCartLines([{ productId: 1, dimensionId: 0, quantity: 3 }]);
    await syncCartWithServer('el', 7, null);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(/\/api\/el\/cartitems\/updateCustomerCart$/);
    expect(calls[0]?.body).toEqual({ mode: 'merge', items: [{ pid: 1, pdid: 0, qty: 3 }] });
    expect(readCartLines()).toEqual([{ productId: 1, dimensionId: 0, quantity: 4 }]);
    expect(readCartOwner()).toBe(7);
  });

  it("syncs from the server on a later load, and never merges another customer's cart", async () => {
    const calls = server();
    writeCartOwner(7);
    writeCartLines([{ productId: 2, dimensionId: 0, quantity: 1 }]);
    await syncCartWithServer('el', 7, 7);
    expect(calls[0]?.url).toMatch(/refreshCartItems$/);
    expect(readCartLines()).toEqual([{ productId: 1, dimensionId: 0, quantity: 4 }]);

    writeCartLines([{ productId: 2, dimensionId: 0, quantity: 1 }]);
    await syncCartWithServer('el', 8, 7);
    expect(calls[1]?.body).toEqual({ mode: 'merge', items: [] });
    expect(readCartOwner()).toBe(8);
  });
});

describe('linesFromServer', () => {
  it('marks gift-card lines and keeps the saved gift form', () => {
    const gift = { gfnm: 'Α', gffnm: 'Β', gfremail: 'b@example.gr', gfmsg: 'Γ' };
    const lines = linesFromServer([
      {
        productId: 90,
        dimensionId: 0,
        quantity: 1,
        maxQuantity: 10,
        orderMaxQuantity: 5,
        bundleProductExist: false,
        problem: null,
        gift,
        product: giftCard,
      },
    ]);
    expect(lines).toEqual([{ productId: 90, dimensionId: 0, quantity: 1, gc: true, gift }]);
  });
});

describe('holdsGiftCardsOnly', () => {
  it('is true for a cart of gift cards only, which has nothing to deliver', () => {
    const card = { productId: 90, dimensionId: 0, quantity: 2, gc: true };
    const cream = { productId: 1, dimensionId: 0, quantity: 1 };
    expect(holdsGiftCardsOnly([card])).toBe(true);
    expect(holdsGiftCardsOnly([card, cream])).toBe(false);
    expect(holdsGiftCardsOnly([cream])).toBe(false);
    expect(holdsGiftCardsOnly([])).toBe(false);
  });
});
