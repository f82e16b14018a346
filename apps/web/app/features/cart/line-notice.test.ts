import { Availability } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { lineNotice } from './line-notice';

describe('a cart line’s availability notice', () => {
  it('tells a pre-order as news, not in red as "available in 2-5 days"', () => {
    expect(
      lineNotice(
        { problem: 'available_in_days', quantity: 1, maxQuantity: 0 },
        { ast: Availability.PreOrder },
      ),
    ).toEqual({ key: 'line.pre_order', tone: 'info' });
  });

  it('warns of a line above the stock of a product on sale', () => {
    expect(
      lineNotice(
        { problem: 'available_in_days', quantity: 1, maxQuantity: 0 },
        { ast: Availability.Available },
      ),
    ).toEqual({ key: 'line.available_in_days', tone: 'warning' });
    expect(
      lineNotice({ problem: 'partial_stock', quantity: 5, maxQuantity: 2 }, { ast: Availability.Available }),
    ).toEqual({ key: 'line.partial_stock', tone: 'warning', values: { available: 2, rest: 3 } });
    expect(
      lineNotice({ problem: null, quantity: 1, maxQuantity: 4 }, { ast: Availability.Available }),
    ).toBeNull();
  });
});
