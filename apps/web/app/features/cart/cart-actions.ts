import {
  addCartLine,
  type CartItem,
  type CartLine,
  type CartResponse,
  type GiftForm,
  giftCardConflict,
  isGiftCard,
  type Language,
  maxQuantityOf,
  type Product,
  type PurchasabilityReason,
  purchasability,
  removeCartLine,
  setCartLineQuantity,
  updateCartLineData,
  validateGiftForm,
} from '@shop/contract';
import { toast } from '~/components/toasts/toast';
import { ApiRequestError } from '~/lib/api-client';
import { isAuthenticated } from '~/lib/session';
import { scheduleCartUpdateEvent, trackQuantityChange } from './analytics';
import { refreshCartItems } from './api/refresh-cart-items';
import { updateCartPerItem } from './api/update-cart-per-item';
import { updateCustomerCart } from './api/update-customer-cart';
import { readCartLines, writeCartLines, writeCartOwner } from './cart-storage';
import { clearTotalsInputs } from './use-totals-inputs';

/** Why a product could not go into the cart: a purchasability reason or the gift-card rule. */
export type AddRefusal = PurchasabilityReason | 'GIFT_CARD_EXCLUSIVE';
export type AddOutcome = { ok: true } | { ok: false; reason: AddRefusal; maxQuantity: number };

/** Gift-card lines carry `gc` so the gift-card rule is checked without asking the server. */
const isGiftLine = (line: CartLine) => line.gc === true;

/** A cart of gift cards only has nothing to deliver: the cards are e-mailed (decision 021). */
export const holdsGiftCardsOnly = (lines: readonly CartLine[]) => lines.length > 0 && lines.every(isGiftLine);
const sameLine = (line: CartLine, productId: number, dimensionId: number) =>
  line.productId === productId && line.dimensionId === dimensionId;

function commit(lines: CartLine[]): void {
  writeCartLines(lines);
  scheduleCartUpdateEvent(lines);
}

/** A server cart as browser lines, keeping the gift-card flag and the saved gift form. */
export function linesFromServer(items: CartItem[]): CartLine[] {
  return items.map((item) => ({
    productId: item.productId,
    dimensionId: item.dimensionId,
    quantity: item.quantity,
    ...(isGiftCard(item.product) ? { gc: true } : {}),
    ...(item.gift ? { gift: item.gift } : {}),
  }));
}

/**
 * Signed in, every change is mirrored to the server (spec 000 §4). When the server refuses,
 * its message is shown and the browser takes the server's cart back, so the two never drift.
 */
function mirror(language: Language, request: Parameters<typeof updateCartPerItem>[1]): void {
  if (!isAuthenticated()) return;
  updateCartPerItem(language, request).catch(async (error: unknown) => {
    if (error instanceof ApiRequestError && error.body?.message) toast.error(error.body.message);
    try {
      const server = await refreshCartItems(language, {});
      writeCartLines(linesFromServer(server.items));
    } catch (syncError) {
      console.error('The cart could not be synced', syncError);
    }
  });
}

/**
 * Adds a product (spec 000 §4-§5): refused when it is not purchasable in that quantity, or
 * when it would put a gift card together with another product; otherwise added locally and,
 * when signed in, on the server.
 */
export function addProductToCart(
  language: Language,
  product: Product,
  dimensionId: number,
  quantity: number,
): AddOutcome {
  const lines = readCartLines();
  const existing = lines.find((line) => sameLine(line, product.id, dimensionId));
  const total = (existing?.quantity ?? 0) + quantity;
  const maxQuantity = maxQuantityOf(product);
  const verdict = purchasability(product, dimensionId || null, total);
  if (!verdict.ok) return { ok: false, reason: verdict.reason, maxQuantity };
  if (total > maxQuantity) return { ok: false, reason: 'MAX_QUANTITY_EXCEEDED', maxQuantity };
  const others = lines.filter((line) => line !== existing);
  if (giftCardConflict(others.map(isGiftLine), isGiftCard(product))) {
    return { ok: false, reason: 'GIFT_CARD_EXCLUSIVE', maxQuantity };
  }
  commit(
    addCartLine(lines, {
      productId: product.id,
      dimensionId,
      quantity,
      ...(isGiftCard(product) ? { gc: true } : {}),
    }),
  );
  trackQuantityChange(product, quantity);
  mirror(language, { pid: product.id, dimension: dimensionId, quantity, action: 'add' });
  return { ok: true };
}

/**
 * Puts several lines in the cart at once (a repeat-purchase reminder's link). Signed in, they are
 * merged into the server cart in one call and the browser takes the server's answer; a guest's go
 * into the browser cart as each add would, a line that cannot be bought now left out. Resolves
 * how many of the lines went in.
 */
export async function addLinesToCart(
  language: Language,
  lines: { productId: number; dimensionId: number; quantity: number }[],
): Promise<number> {
  if (lines.length === 0) return 0;
  if (isAuthenticated()) {
    const server = await updateCustomerCart(language, {
      items: lines.map((line) => ({ pid: line.productId, pdid: line.dimensionId, qty: line.quantity })),
      mode: 'merge',
    });
    writeCartLines(linesFromServer(server.items));
    return lines.length - server.rejected.length;
  }
  const current = await refreshCartItems(language, { items: lines });
  let added = 0;
  for (const item of current.items) {
    if (addProductToCart(language, item.product, item.dimensionId, item.quantity).ok) added += 1;
  }
  return added;
}

/** A new quantity for a line; zero or less removes it. */
export function changeCartQuantity(
  language: Language,
  product: Product,
  dimensionId: number,
  quantity: number,
): void {
  const lines = readCartLines();
  const before = lines.find((line) => sameLine(line, product.id, dimensionId))?.quantity ?? 0;
  commit(setCartLineQuantity(lines, product.id, dimensionId, quantity));
  trackQuantityChange(product, Math.max(0, quantity) - before);
  mirror(language, {
    pid: product.id,
    dimension: dimensionId,
    quantity: Math.max(0, quantity),
    action: 'set',
  });
}

export function removeFromCart(language: Language, product: Product, dimensionId: number): void {
  const lines = readCartLines();
  const before = lines
    .filter((line) => sameLine(line, product.id, dimensionId))
    .reduce((n, l) => n + l.quantity, 0);
  commit(removeCartLine(lines, product.id, dimensionId));
  trackQuantityChange(product, -before);
  mirror(language, { pid: product.id, dimension: dimensionId, quantity: 0, action: 'remove' });
}

/** Saves the gift-card recipient form with the line; it travels with the order. */
export function saveGiftForm(language: Language, line: CartLine, gift: GiftForm): void {
  commit(updateCartLineData(readCartLines(), line.productId, line.dimensionId, { gift }));
  mirror(language, {
    pid: line.productId,
    dimension: line.dimensionId,
    quantity: line.quantity,
    action: 'set',
    gift,
  });
}

/** Drops lines whose product the server no longer returns (spec 000 §4). */
export function dropLines(keep: (line: CartLine) => boolean): void {
  const lines = readCartLines();
  const kept = lines.filter(keep);
  if (kept.length !== lines.length) writeCartLines(kept);
}

/**
 * After an order: the browser's cart and the redemptions typed for it go, and a signed-in
 * customer's server cart is emptied too, so the next page load does not bring the lines back.
 */
export async function emptyCartAfterOrder(language: Language): Promise<void> {
  writeCartLines([]);
  clearTotalsInputs();
  if (!isAuthenticated()) return;
  await updateCustomerCart(language, { mode: 'replace', items: [] }).catch((error: unknown) =>
    console.error('The signed-in cart could not be emptied', error),
  );
}

/**
 * On sign-in the guest cart merges into the server cart; on a later load of a signed-in page
 * the server cart replaces the browser's (spec 000 §4). Returns the server's answer.
 */
export async function syncCartWithServer(
  language: Language,
  customerId: number,
  owner: number | null,
): Promise<CartResponse> {
  if (owner === customerId) {
    const server = await refreshCartItems(language, {});
    writeCartLines(linesFromServer(server.items));
    return server;
  }
  // Another customer's cart is theirs, never merged into this one's.
  if (owner !== null) writeCartLines([]);
  // Claimed before the call, so a second tab signing in at once syncs instead of merging again.
  writeCartOwner(customerId);
  try {
    const items = readCartLines()
      .filter((line) => line.quantity > 0)
      .map((line) => {
        const gift = line.gift as Partial<GiftForm> | undefined;
        const complete = gift && Object.keys(validateGiftForm(gift)).length === 0;
        return {
          pid: line.productId,
          pdid: line.dimensionId,
          qty: Math.min(line.quantity, 999),
          ...(complete ? { gift: gift as GiftForm } : {}),
        };
      });
    const merged = await updateCustomerCart(language, { mode: 'merge', items });
    writeCartLines(linesFromServer(merged.items));
    return merged;
  } catch (error) {
    writeCartOwner(null);
    throw error;
  }
}
