import { adminLoyaltySettingsSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '~/components/ui/use-contract-form';
import { listErrors } from '~/features/admin-frame';
import { loyaltySettingsInput } from './loyalty-input';

function settingsForm(changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    'tiers.basis': 'TotalPurchases',
    'tiers.months': '12',
    'tiers.thresholds.0': '100',
    'tiers.thresholds.1': '300,5',
    'tiers.thresholds.2': '800',
    pointRanges: '500, 1000, 2000',
    'coupons.birthday.percent': '10',
    'coupons.birthday.validDays': '30',
    'coupons.tiers.percents.0': '5',
    'coupons.tiers.percents.1': '10',
    'coupons.tiers.percents.2': '15',
    'coupons.tiers.validDays': '60',
    ...changes,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe('loyalty settings form', () => {
  it('reads as the contract saves it', () => {
    expect(adminLoyaltySettingsSchema.parse(loyaltySettingsInput(settingsForm()))).toEqual({
      tiers: { basis: 'TotalPurchases', months: 12, thresholds: [100, 300.5, 800] },
      pointRanges: [500, 1000, 2000],
      coupons: {
        birthday: { percent: 10, validDays: 30 },
        tiers: { percents: [5, 10, 15], validDays: 60 },
      },
    });
  });

  it('refuses thresholds that do not rise, steps that do not rise and a percent over 100, by field', () => {
    const result = adminLoyaltySettingsSchema.safeParse(
      loyaltySettingsInput(
        settingsForm({
          'tiers.thresholds.1': '50',
          pointRanges: '1000, 500',
          'coupons.tiers.percents.2': '150',
          'tiers.months': '',
        }),
      ),
    );
    const errors = result.success ? {} : schemaFieldErrors(result.error);
    expect(errors['tiers.thresholds']).toEqual(['thresholds_not_rising']);
    expect(listErrors(errors, 'pointRanges')).toEqual(['not_rising']);
    expect(errors['coupons.tiers.percents.2']).toEqual(['invalid_value']);
    expect(errors['tiers.months']).toEqual(['invalid_value']);
  });
});
