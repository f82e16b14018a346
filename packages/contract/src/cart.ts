import { DEFAULT_MAX_QUANTITY, QUANTITY_MIN } from './constants.ts';
import { isValidEmail } from './customers.ts';
import { ProductType } from './enums.ts';
import type { Product } from './products-schemas.ts';

/**
 * A cart line as the browser keeps it under `cart_items` (spec 000 §3): product, dimension
 * (0 when none), quantity and optional extension data (e.g. the gift-card recipient form).
 */
export interface CartLine {
  productId: number;
  dimensionId: number;
  quantity: number;
  [extension: string]: unknown;
}

/** The gift-card recipient form of a line (spec 001 §3): sender, recipient name and email, message. */
export const GIFT_FORM_FIELDS = ['gfnm', 'gffnm', 'gfremail', 'gfmsg'] as const;
export type GiftFormField = (typeof GIFT_FORM_FIELDS)[number];
export type GiftForm = Record<GiftFormField, string>;
export type GiftFormErrorCode = 'required_field' | 'invalid_email';
export const GIFT_FORM_MAX_LENGTH = { gfnm: 100, gffnm: 100, gfremail: 254, gfmsg: 1000 } as const;

/**
 * Spec 000 §5: every field is required after trimming; the recipient email must be a valid
 * address, and that error wins over "required" so the shopper sees what is wrong with it.
 */
export function validateGiftForm(
  form: Partial<Record<GiftFormField, unknown>>,
): Partial<Record<GiftFormField, GiftFormErrorCode>> {
  const errors: Partial<Record<GiftFormField, GiftFormErrorCode>> = {};
  for (const field of GIFT_FORM_FIELDS) {
    const value = form[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = 'required_field';
  }
  const email = form.gfremail;
  if (typeof email === 'string' && email.trim() !== '' && !isValidEmail(email.trim())) {
    errors.gfremail = 'invalid_email';
  }
  return errors;
}

/** Whether the form differs from the saved one, so Save shows only then (spec 000 §4). */
export function giftFormChanged(
  form: Partial<GiftForm>,
  saved: Partial<GiftForm> | null | undefined,
): boolean {
  return GIFT_FORM_FIELDS.some((field) => (form[field] ?? '') !== (saved?.[field] ?? ''));
}

/** The per-line maximum: the product's OrderMaxQuantity, 999 when it has none (spec 000 §9). */
export function maxQuantityOf(product: Pick<Product, 'OrderMaxQuantity'>): number {
  const max = product.OrderMaxQuantity;
  return max && max > 0 ? Math.min(max, DEFAULT_MAX_QUANTITY) : DEFAULT_MAX_QUANTITY;
}

/** A quantity a line may hold: a whole number from 1 to the line's maximum (spec 000 §5). */
export function isValidQuantity(quantity: number, max: number = DEFAULT_MAX_QUANTITY): boolean {
  return Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= max;
}

export function clampQuantity(quantity: number, max: number = DEFAULT_MAX_QUANTITY): number {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN;
  return Math.min(Math.max(Math.trunc(quantity), QUANTITY_MIN), max);
}

const sameLine = (line: CartLine, productId: number, dimensionId: number) =>
  line.productId === productId && (line.dimensionId || 0) === (dimensionId || 0);

/**
 * Adds a line (spec 000 §4): a line of the same product and dimension gets the quantity added
 * and the extension data merged in; otherwise the line is appended. A resulting quantity of
 * zero or less removes the line. The input is never changed.
 */
export function addCartLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const dimensionId = line.dimensionId || 0;
  const index = lines.findIndex((item) => sameLine(item, line.productId, dimensionId));
  if (index === -1) {
    return line.quantity > 0 ? [...lines, { ...line, dimensionId }] : [...lines];
  }
  const existing = lines[index] as CartLine;
  const merged: CartLine = { ...existing, ...line, dimensionId, quantity: existing.quantity + line.quantity };
  if (merged.quantity <= 0) return lines.filter((_, position) => position !== index);
  return lines.map((item, position) => (position === index ? merged : item));
}

/** Sets a line's quantity; zero or less removes it, an unknown line is added (spec 000 §4). */
export function setCartLineQuantity(
  lines: readonly CartLine[],
  productId: number,
  dimensionId: number,
  quantity: number,
): CartLine[] {
  if (quantity <= 0) return removeCartLine(lines, productId, dimensionId);
  const found = lines.some((item) => sameLine(item, productId, dimensionId));
  if (!found) return [...lines, { productId, dimensionId: dimensionId || 0, quantity }];
  return lines.map((item) => (sameLine(item, productId, dimensionId) ? { ...item, quantity } : item));
}

/** Removes every line of the product and dimension (spec 000 §4). */
export function removeCartLine(
  lines: readonly CartLine[],
  productId: number,
  dimensionId: number,
): CartLine[] {
  return lines.filter((item) => !sameLine(item, productId, dimensionId));
}

/** Merges the extension data (e.g. the gift form) into the line of the product and dimension. */
export function updateCartLineData(
  lines: readonly CartLine[],
  productId: number,
  dimensionId: number,
  data: Record<string, unknown>,
): CartLine[] {
  return lines.map((item) =>
    sameLine(item, productId, dimensionId)
      ? {
          ...item,
          ...data,
          productId: item.productId,
          dimensionId: item.dimensionId,
          quantity: item.quantity,
        }
      : item,
  );
}

/** Keeps only the lines whose product still exists (spec 000 §4). */
export function dropMissingProducts(lines: readonly CartLine[], existingIds: Iterable<number>): CartLine[] {
  const ids = new Set(existingIds);
  return lines.filter((line) => ids.has(line.productId));
}

export const cartQuantity = (lines: readonly Pick<CartLine, 'quantity'>[]) =>
  lines.reduce((total, line) => total + Math.max(0, line.quantity), 0);

/**
 * Spec 000 §5: a gift card is never bought together with another product, in either direction.
 * `cartIsGiftCard` holds one flag per line already in the cart. Several gift cards may go together.
 */
export function giftCardConflict(cartIsGiftCard: readonly boolean[], addingGiftCard: boolean): boolean {
  return cartIsGiftCard.some((isGift) => isGift !== addingGiftCard);
}

export const isGiftCardType = (ptype: number) => ptype === ProductType.GiftCard;

/**
 * Whether lines already together (a cart priced, an order placed) break the rule above: gift cards
 * beside any other product. `isGiftCard` holds one flag per line the shopper chose.
 */
export const mixesGiftCards = (isGiftCard: readonly boolean[]): boolean =>
  isGiftCard.length > 0 && giftCardConflict(isGiftCard, isGiftCard[0] as boolean);

/** The limits of one line when carts merge: the stock available now and the per-line maximum. */
export interface LineLimits {
  stock: number;
  max: number;
}

/**
 * Merges the guest cart into the signed-in cart (issue 5): lines of the same product and
 * dimension add up, capped by the stock and the per-line maximum — but never below what either
 * cart already held, so signing in loses nothing; other lines are appended in the guest's order.
 */
export function mergeCarts(
  server: readonly CartLine[],
  guest: readonly CartLine[],
  limitsOf: (line: CartLine) => LineLimits,
): CartLine[] {
  let merged: CartLine[] = server.map((line) => ({ ...line }));
  for (const line of guest) {
    if (line.quantity <= 0) continue;
    const existing = merged.find((item) => sameLine(item, line.productId, line.dimensionId));
    if (!existing) {
      merged = [...merged, { ...line, dimensionId: line.dimensionId || 0 }];
      continue;
    }
    const { stock, max } = limitsOf(line);
    const keep = Math.max(existing.quantity, line.quantity);
    const quantity = Math.min(existing.quantity + line.quantity, Math.max(Math.min(stock, max), keep));
    merged = merged.map((item) => (item === existing ? { ...existing, ...line, quantity } : item));
  }
  return merged;
}

/** Why a line cannot be ordered as it is (spec 000 §4): more than in stock, or nothing in stock. */
export type CartLineProblem = 'partial_stock' | 'available_in_days';

export function cartLineProblem(quantity: number, available: number): CartLineProblem | null {
  if (quantity <= available) return null;
  return available > 0 ? 'partial_stock' : 'available_in_days';
}

// --- Wire forms (spec 000 §3) ---------------------------------------------------------------

/** `UpdateCartPerItem`: one line of the signed-in cart changes. */
export const CART_ITEM_ACTIONS = ['add', 'set', 'remove'] as const;
export type CartItemAction = (typeof CART_ITEM_ACTIONS)[number];

/** `updateCustomerCart`: the whole cart at once, merged into the server's (sign-in) or replacing it (sync). */
export const CART_SYNC_MODES = ['merge', 'replace'] as const;
