import {
  checked,
  chosenValues,
  idList,
  instantOfShopTime,
  numberOrBlank,
  numberOrNull,
} from '~/features/admin-frame';

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

const texts = (form: FormData, language: 'el' | 'en') => ({
  nm: text(form, `${language}.nm`),
  dsc: text(form, `${language}.dsc`),
});

/** The promotion form as `adminPromotionSaveSchema` reads it. */
export function promotionSaveInput(form: FormData): unknown {
  const kind = text(form, 'kind');
  const badge = text(form, 'badge').trim();
  return {
    id: numberOrBlank(form.get('id')),
    code: text(form, 'code'),
    el: texts(form, 'el'),
    en: texts(form, 'en'),
    badge: badge === '' ? null : badge,
    customerGroups: chosenValues(form, 'customerGroups'),
    startsAt: instantOfShopTime(form.get('startsAt')),
    endsAt: instantOfShopTime(form.get('endsAt')),
    isActive: checked(form, 'isActive'),
    kind: kind === '' ? null : kind,
    combinationRule: text(form, 'combinationRule'),
    percent: numberOrNull(form.get('percent')),
    amount: numberOrNull(form.get('amount')),
    buyQuantity: numberOrNull(form.get('buyQuantity')),
    freeQuantity: numberOrNull(form.get('freeQuantity')),
    minAmount: numberOrNull(form.get('minAmount')),
    giftQuantity: numberOrNull(form.get('giftQuantity')) ?? 1,
    productIds: idList(form, 'productIds'),
    categoryIds: idList(form, 'categoryIds'),
    manufacturerIds: idList(form, 'manufacturerIds'),
    giftProductIds: idList(form, 'giftProductIds'),
  };
}

/** The coupon form as `adminCouponSaveSchema` reads it; allowed e-mails one a line. */
export function couponSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    code: text(form, 'code'),
    policyId: numberOrBlank(form.get('policyId')),
    isActive: checked(form, 'isActive'),
    startsAt: instantOfShopTime(form.get('startsAt')),
    endsAt: instantOfShopTime(form.get('endsAt')),
    maxRedemptions: numberOrNull(form.get('maxRedemptions')),
    maxPerCustomer: numberOrNull(form.get('maxPerCustomer')),
    allowedEmails: text(form, 'allowedEmails')
      .split(/[\s,;]+/)
      .filter((part) => part !== ''),
  };
}
