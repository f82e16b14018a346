/**
 * The last order this tab placed: the success, failure and payment pages read it to show the
 * order and to retry its payment, and a guest's tracking needs the email it was placed with.
 */
export interface PlacedOrder {
  uid: string;
  code: string;
  email: string;
}

const PLACED_ORDER_KEY = 'checkout_placed_order';

export function rememberPlacedOrder(order: PlacedOrder): void {
  sessionStorage.setItem(PLACED_ORDER_KEY, JSON.stringify(order));
}

export function readPlacedOrder(): PlacedOrder | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PLACED_ORDER_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { uid, code, email } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || typeof code !== 'string' || typeof email !== 'string') return null;
    return { uid, code, email };
  } catch {
    return null;
  }
}
