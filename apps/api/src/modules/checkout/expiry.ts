import type { PaymentProviderCode } from '@shop/contract';

/** Working days a bank deposit has to arrive. */
export const BANK_DEPOSIT_WORKING_DAYS = 3;

/** The moment `days` working days (Monday-Friday) after `from` have passed. */
export function addWorkingDays(from: Date, days: number): Date {
  const result = new Date(from);
  let left = days;
  while (left > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return result;
}

/**
 * When an unpaid order is cancelled: a card payment has `unpaidOrderMinutes`, a bank deposit three
 * working days; cash on delivery waits for nobody's payment.
 */
export function expiryOf(
  provider: PaymentProviderCode,
  placedAt: Date,
  unpaidOrderMinutes: number,
): Date | null {
  if (provider === 'cash_on_delivery') return null;
  if (provider === 'bank_deposit') return addWorkingDays(placedAt, BANK_DEPOSIT_WORKING_DAYS);
  return new Date(placedAt.getTime() + unpaidOrderMinutes * 60_000);
}
