import { OrderStatus } from '@shop/contract';

const NAMES = new Map<number, string>(Object.entries(OrderStatus).map(([name, code]) => [code, name]));

/** The back office's text key of an order status. */
export function statusKey(code: number): string {
  return `status.${NAMES.get(code) ?? 'Unknown'}`;
}

/** Every status, in the order of the enumeration, for filters. */
export const ORDER_STATUSES = Object.values(OrderStatus) as number[];
