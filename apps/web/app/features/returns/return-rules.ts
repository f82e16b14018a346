import {
  isGiftCard,
  type OrderDetails,
  type OrderDocument,
  type OrderReturn,
  OrderStatus,
  type RETURN_STATUSES,
} from '@shop/contract';

const DAY_MS = 86_400_000;

/** Orders a return can be asked of, as the API has it (decision 048): delivered, or partly returned. */
const DELIVERED: ReadonlySet<number> = new Set([OrderStatus.Completed, OrderStatus.PartiallyReturned]);

/** Payment by these comes back by bank transfer to the customer's IBAN (decision 048). */
const OFFLINE_PROVIDERS: ReadonlySet<string> = new Set(['cash_on_delivery', 'bank_deposit']);

export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * The text key of every return state: a state the contract adds is a compile error here until it
 * has its label.
 */
export const RETURN_STATUS_KEYS: { readonly [status in ReturnStatus]: string } = {
  requested: 'status.requested',
  approved: 'status.approved',
  in_transit: 'status.in_transit',
  rejected: 'status.rejected',
  received: 'status.received',
  refunded: 'status.refunded',
};

/**
 * The last day a return may be asked: the last move to Completed plus the withdrawal period; null
 * while the order is not delivered.
 */
export function returnDeadline(order: Pick<OrderDetails, 'st' | 'statuses'>, days: number): Date | null {
  if (!DELIVERED.has(order.st)) return null;
  const delivered = order.statuses.filter((change) => change.st === OrderStatus.Completed).at(-1);
  if (!delivered) return null;
  const at = new Date(delivered.dt).getTime();
  return Number.isNaN(at) ? null : new Date(at + days * DAY_MS);
}

/** Whether the order page offers a return now. */
export function canAskReturn(
  order: Pick<OrderDetails, 'st' | 'statuses'>,
  days: number,
  now = new Date(),
): boolean {
  const deadline = returnDeadline(order, days);
  return deadline !== null && now.getTime() <= deadline.getTime();
}

/** Units of each order line still free to return: the returns not rejected hold theirs. */
export function unitsLeft(
  order: Pick<OrderDetails, 'lines'>,
  returns: readonly Pick<OrderReturn, 'st' | 'lines'>[],
): Map<number, number> {
  const left = new Map(order.lines.map((line) => [line.olid, line.qty]));
  for (const asked of returns) {
    if (asked.st === 'rejected') continue;
    for (const line of asked.lines) left.set(line.olid, Math.max(0, (left.get(line.olid) ?? 0) - line.qty));
  }
  return left;
}

/**
 * Why a product's lines cannot be returned: marked as not taken back once unsealed (health or
 * hygiene, Directive 2011/83/EU art. 16(e)), or a gift card, which the API does not take back.
 */
export type ReturnLock = 'non_returnable' | 'gift_card';

/** The order's products that cannot be returned, by product id, with the reason. */
export function lockedProducts(products: readonly { id: number; ptype: number; nonReturnable?: boolean }[]) {
  const locked = new Map<number, ReturnLock>();
  for (const product of products) {
    if (isGiftCard(product)) locked.set(product.id, 'gift_card');
    else if (product.nonReturnable) locked.set(product.id, 'non_returnable');
  }
  return locked;
}

/** Whether any unit of the order may still be asked back. */
export function anyReturnable(
  order: Pick<OrderDetails, 'lines'>,
  left: ReadonlyMap<number, number>,
  locked: ReadonlyMap<number, ReturnLock>,
): boolean {
  return order.lines.some((line) => !locked.has(line.pid) && (left.get(line.olid) ?? 0) > 0);
}

/** A cash-on-delivery or bank-deposit order: its money comes back to an IBAN the customer gives. */
export function needsIban(order: Pick<OrderDetails, 'payment'>): boolean {
  return OFFLINE_PROVIDERS.has(order.payment.provider);
}

/** The credit note of each refunded return: the order's document the refund names. */
export function creditNotesOf(
  returns: readonly Pick<OrderReturn, 'id' | 'refund'>[],
  documents: readonly OrderDocument[],
): Map<number, OrderDocument> {
  const byId = new Map(documents.map((document) => [document.id, document]));
  const paired = new Map<number, OrderDocument>();
  for (const item of returns) {
    const credit = item.refund?.doc == null ? undefined : byId.get(item.refund.doc);
    if (credit) paired.set(item.id, credit);
  }
  return paired;
}
