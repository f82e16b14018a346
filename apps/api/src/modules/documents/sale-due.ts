import { OrderStatus, type PaymentProviderCode } from '@shop/contract';

/** Statuses after which a paid-first order (card, bank deposit) has its sale document. */
const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.Processing,
  OrderStatus.Invoiced,
  OrderStatus.InDelivery,
  OrderStatus.ReadyForPickup,
  OrderStatus.Completed,
]);
const SHIPPED_STATUSES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.InDelivery,
  OrderStatus.ReadyForPickup,
  OrderStatus.Completed,
]);
/** Moves that undo a sale whose document was issued: what no return credited yet is credited. */
export const CREDITING_STATUSES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.Cancelled,
  OrderStatus.Returned,
]);
/** A returned order's credit leaves the COD fee out, as its refund does: the fee is never refunded (decision 048). */
export const creditsPaymentFee = (to: OrderStatus): boolean => to !== OrderStatus.Returned;
/** Every status a document may be due at (SHIPPED_STATUSES are among the paid ones). */
export const DOCUMENT_STATUSES: ReadonlySet<OrderStatus> = new Set([...PAID_STATUSES, ...CREDITING_STATUSES]);

/**
 * Whether an order in status `to` has its sale document: a card or bank-deposit order once its
 * money is in (Processing and on), cash on delivery as the parcel leaves or once it is paid.
 */
export function saleDueAt(
  provider: PaymentProviderCode,
  to: OrderStatus,
  codIssueOn: 'shipment' | 'payment',
) {
  if (provider !== 'cash_on_delivery') return PAID_STATUSES.has(to);
  return codIssueOn === 'shipment' ? SHIPPED_STATUSES.has(to) : to === OrderStatus.Completed;
}
