import { describe, expect, it } from 'vitest';
import { visiblePromotions } from './products.ts';

const policy = (id: number, groups: string[]) => ({
  id,
  prom_policy_nm: `policy ${id}`,
  prom_policy_desc: null,
  prom_policy_badge: `${id}`,
  prom_policy_badge_url: null,
  cust_groups: groups.map((code) => ({ code })),
});

describe('visiblePromotions (spec 000 §6)', () => {
  const product = { prom_policies: [policy(1, []), policy(2, ['gld']), policy(3, ['slv', 'prm'])] };

  it('shows a guest only the policies open to everyone', () => {
    expect(visiblePromotions(product, null).map((item) => item.id)).toEqual([1]);
  });

  it('adds the tier badges of the shopper’s own tier group', () => {
    expect(visiblePromotions(product, 'gld').map((item) => item.id)).toEqual([1, 2]);
    expect(visiblePromotions(product, 'prm').map((item) => item.id)).toEqual([1, 3]);
  });
});
