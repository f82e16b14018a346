import { Availability } from './enums.ts';

/** Availabilities sold from stock: orderable while stock lasts, sold out without it. */
export const IN_STOCK_AVAILABILITIES: readonly Availability[] = [
  Availability.OnLineWarehouse,
  Availability.Available,
  Availability.Limited,
  Availability.LastItem,
];

/**
 * Availabilities the shop takes orders for without stock (decision 010): what is in stock is
 * taken, the rest is ordered from the supplier and delivered in the stated time.
 */
export const BACK_ORDER_AVAILABILITIES: readonly Availability[] = [
  Availability.PreOrder,
  Availability.AfterOrder,
  Availability.Days_1_3,
  Availability.Days_2_5,
  Availability.Days_4_7,
  Availability.Days_7_Over,
];

export function isBackOrder(availability: number): boolean {
  return BACK_ORDER_AVAILABILITIES.includes(availability as Availability);
}

/** Whether a product (or size) with this availability and stock can be ordered now. */
export function canOrderNow(availability: number, stock: number): boolean {
  return (
    isBackOrder(availability) || (IN_STOCK_AVAILABILITIES.includes(availability as Availability) && stock > 0)
  );
}

/**
 * `ast` on the wire (decision 010): 1 for whatever can be ordered now, since the spec's client
 * buys only `ast` 1; otherwise why not (Exhausted for stock run out, NotAvailable, ComingSoon).
 * The detailed availability travels as `avl`, for the label.
 */
export function wireAvailability(availability: number, stock: number): number {
  if (canOrderNow(availability, stock)) return Availability.Available;
  return IN_STOCK_AVAILABILITIES.includes(availability as Availability)
    ? Availability.Exhausted
    : availability;
}

/** The availability a page names: a size's stock decides for a chosen size. */
export function shownAvailability(product: { avl: number }, size?: { qty: number }): number {
  if (size && size.qty <= 0) return Availability.Exhausted;
  return product.avl;
}
