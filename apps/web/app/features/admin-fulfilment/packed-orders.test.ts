import { voucherBulkRequestSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { voucherInput } from './packed-orders';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('the vouchers form', () => {
  it('sends every ticked order with the chosen carrier', () => {
    const input = voucherInput(
      form([
        ['ids', '12'],
        ['ids', '15'],
        ['car', 'acs'],
      ]),
    );
    expect(voucherBulkRequestSchema.parse(input)).toEqual({ ids: [12, 15], car: 'acs' });
  });

  it("sends the row's order alone when its own button was pressed", () => {
    const input = voucherInput(
      form([
        ['ids', '12'],
        ['ids', '15'],
        ['only', '15'],
        ['car', 'boxnow'],
      ]),
    );
    expect(voucherBulkRequestSchema.parse(input)).toEqual({ ids: [15], car: 'boxnow' });
  });

  it('sends nothing the contract accepts when no order is ticked', () => {
    expect(voucherBulkRequestSchema.safeParse(voucherInput(form([['car', 'acs']]))).success).toBe(false);
  });
});
