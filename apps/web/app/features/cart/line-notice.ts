import { Availability, type CartLineProblem } from '@shop/contract';

/** What a cart line says of its availability, and whether it is news or a warning. */
export interface LineNotice {
  key: 'line.pre_order' | 'line.partial_stock' | 'line.available_in_days';
  tone: 'info' | 'warning';
  values?: { available: number; rest: number };
}

/**
 * A pre-order product has no stock by nature: it is sent on release, which is what the shopper
 * chose, not a problem. Other lines above the stock are warned about (spec 000 §4).
 */
export function lineNotice(
  item: { problem: CartLineProblem | null; quantity: number; maxQuantity: number },
  product: { ast: number },
): LineNotice | null {
  if (product.ast === Availability.PreOrder) return { key: 'line.pre_order', tone: 'info' };
  if (item.problem === 'partial_stock') {
    return {
      key: 'line.partial_stock',
      tone: 'warning',
      values: { available: item.maxQuantity, rest: item.quantity - item.maxQuantity },
    };
  }
  if (item.problem === 'available_in_days') return { key: 'line.available_in_days', tone: 'warning' };
  return null;
}
