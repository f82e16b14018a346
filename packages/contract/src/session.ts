/**
 * The signed-in customer as the storefront keeps it in local storage (spec 000 §3), without the
 * refresh token: that lives in an `HttpOnly` cookie no page script can read (decision 013).
 */
export interface StoredCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  registrationDate: string;
  accessToken: string;
  /** Minutes. */
  accessTokenDuration: number;
  /** Minutes. */
  refreshTokenDuration: number;
  lastLoginDate: string;
}

export const STORED_CUSTOMER_KEY = 'customer';

/**
 * Authenticated when a login date exists, the refresh duration (minutes) has not
 * elapsed since that login, and a customer id is stored (spec 000 §4).
 */
export function isSessionAuthenticated(customer: Partial<StoredCustomer> | null, now = Date.now()): boolean {
  if (!customer?.id || !customer.lastLoginDate) return false;
  const loggedInAt = Date.parse(customer.lastLoginDate);
  if (Number.isNaN(loggedInAt)) return false;
  return now < loggedInAt + (customer.refreshTokenDuration ?? 0) * 60_000;
}
