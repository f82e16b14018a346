import { idList, numberOrBlank } from '~/features/admin-frame';

const TIER_PLACES = [0, 1, 2] as const;

/**
 * The loyalty settings form as `adminLoyaltySettingsSchema` reads it. Field names are the schema's
 * paths (`tiers.thresholds.1`), so the errors land on them; the redemption steps are one field.
 */
export function loyaltySettingsInput(form: FormData): unknown {
  const value = (name: string) => numberOrBlank(form.get(name));
  return {
    tiers: {
      basis: form.get('tiers.basis'),
      months: value('tiers.months'),
      thresholds: TIER_PLACES.map((place) => value(`tiers.thresholds.${place}`)),
    },
    pointRanges: idList(form, 'pointRanges'),
    coupons: {
      birthday: {
        percent: value('coupons.birthday.percent'),
        validDays: value('coupons.birthday.validDays'),
      },
      tiers: {
        percents: TIER_PLACES.map((place) => value(`coupons.tiers.percents.${place}`)),
        validDays: value('coupons.tiers.validDays'),
      },
    },
  };
}
