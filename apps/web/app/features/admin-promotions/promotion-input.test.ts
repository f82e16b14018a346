import { adminCouponSaveSchema, adminPromotionSaveSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '~/components/ui/use-contract-form';
import { listErrors } from '~/features/admin-frame';
import { couponSaveInput, promotionSaveInput } from './promotion-input';

function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}

const promotion = {
  code: 'SUMMER-10',
  'el.nm': 'Καλοκαίρι',
  'el.dsc': '',
  'en.nm': 'Summer',
  'en.dsc': '',
  badge: '',
  kind: 'Percentage',
  combinationRule: 'Maximum',
  percent: '10,5',
  amount: '',
  minAmount: '',
  buyQuantity: '',
  freeQuantity: '',
  giftQuantity: '',
  startsAt: '2026-07-01T00:00',
  endsAt: '',
  productIds: '12, 13 14',
  categoryIds: '',
  manufacturerIds: '',
  giftProductIds: '',
  isActive: 'on',
  customerGroups: ['prm', 'gld'],
};

describe('promotion form', () => {
  it('reads as the contract saves it: ids, groups, shop time and a decimal comma', () => {
    const parsed = adminPromotionSaveSchema.parse(promotionSaveInput(formOf(promotion)));
    expect(parsed).toMatchObject({
      id: undefined,
      badge: null,
      kind: 'Percentage',
      percent: 10.5,
      amount: null,
      giftQuantity: 1,
      productIds: [12, 13, 14],
      categoryIds: [],
      customerGroups: ['prm', 'gld'],
      startsAt: '2026-06-30T21:00:00.000Z',
      endsAt: null,
      isActive: true,
    });
  });

  it('names what a kind needs and an end before the start', () => {
    const input = promotionSaveInput(
      formOf({ ...promotion, kind: 'Bogo', percent: '', endsAt: '2026-06-01T00:00' }),
    );
    const result = adminPromotionSaveSchema.safeParse(input);
    expect(result.success).toBe(false);
    const errors = result.success ? {} : schemaFieldErrors(result.error);
    expect(errors.buyQuantity).toEqual(['required_field']);
    expect(errors.freeQuantity).toEqual(['required_field']);
    expect(errors.endsAt).toEqual(['ends_before_start']);
  });

  it('shows a wrong id of a list on the one field that holds the list', () => {
    const result = adminPromotionSaveSchema.safeParse(
      promotionSaveInput(formOf({ ...promotion, productIds: '12, abc' })),
    );
    const errors = result.success ? {} : schemaFieldErrors(result.error);
    expect(listErrors(errors, 'productIds')).toEqual(['invalid_id']);
    expect(listErrors(errors, 'categoryIds')).toBeUndefined();
  });
});

describe('coupon form', () => {
  const coupon = {
    id: '7',
    code: 'welcome5',
    policyId: '3',
    startsAt: '',
    endsAt: '',
    maxRedemptions: '100',
    maxPerCustomer: '',
    allowedEmails: 'Anna@Example.gr\nnikos@example.gr',
  };

  it('reads as the contract saves it: upper-case code, e-mails one a line, an unticked box is off', () => {
    expect(adminCouponSaveSchema.parse(couponSaveInput(formOf(coupon)))).toMatchObject({
      id: 7,
      code: 'WELCOME5',
      policyId: 3,
      isActive: false,
      maxRedemptions: 100,
      maxPerCustomer: null,
      allowedEmails: ['anna@example.gr', 'nikos@example.gr'],
    });
  });

  it('refuses a coupon without a promotion and a wrong e-mail, by field', () => {
    const result = adminCouponSaveSchema.safeParse(
      couponSaveInput(formOf({ ...coupon, policyId: '', allowedEmails: 'anna@example.gr not-an-email' })),
    );
    const errors = result.success ? {} : schemaFieldErrors(result.error);
    expect(errors.policyId).toEqual(['invalid_id']);
    expect(listErrors(errors, 'allowedEmails')).toEqual(['invalid_email']);
  });
});
