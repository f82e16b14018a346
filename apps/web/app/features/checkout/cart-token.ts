/**
 * The cart token: one random key per purchase, sent as the save's `Idempotency-Key`. It stays
 * the same through double clicks and retries of one checkout and is renewed once an order was
 * placed with it, so the next purchase is a new order.
 */
const CART_TOKEN_KEY = 'cart_token';

export function readCartToken(): string {
  let token = localStorage.getItem(CART_TOKEN_KEY);
  if (!token) {
    token = crypto.randomUUID();
    localStorage.setItem(CART_TOKEN_KEY, token);
  }
  return token;
}

export function renewCartToken(): void {
  localStorage.setItem(CART_TOKEN_KEY, crypto.randomUUID());
}
