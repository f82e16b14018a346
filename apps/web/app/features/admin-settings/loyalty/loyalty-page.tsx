import {
  type AdminLoyaltySettings,
  adminLoyaltySettingsSchema,
  TIER_BASES,
  TIER_CODES,
} from '@shop/contract';
import { FieldError, SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { AdminForm, listErrors, PageHeading, useMayChange } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { loyaltySettingsInput } from './loyalty-input';

/** The loyalty tiers, redemption steps and personal coupons in force, and their form (Admin changes them). */
export function LoyaltyPage({ settings }: { settings: AdminLoyaltySettings }) {
  const { t } = useTranslation('admin');
  const mayChange = useMayChange('settings');
  return (
    <>
      <PageHeading title={t('loyalty.title')} />
      {!mayChange && <p className="mb-4 text-sm text-muted">{t('read_only_note')}</p>}
      <AdminForm
        intent="save"
        schema={adminLoyaltySettingsSchema}
        input={loyaltySettingsInput}
        doneText={t('saved')}
        className="max-w-3xl rounded-lg border border-line bg-white p-4"
      >
        {({ errors, pending }) => (
          <fieldset disabled={!mayChange} className="space-y-6">
            <fieldset className="space-y-3">
              <legend className="font-semibold">{t('loyalty.tiers_title')}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  name="tiers.basis"
                  label={t('loyalty.basis')}
                  defaultValue={settings.tiers.basis}
                  errors={errors['tiers.basis']}
                >
                  {TIER_BASES.map((basis) => (
                    <option key={basis} value={basis}>
                      {t(`loyalty.bases.${basis}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  name="tiers.months"
                  label={t('loyalty.months')}
                  inputMode="numeric"
                  defaultValue={settings.tiers.months}
                  errors={errors['tiers.months']}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                {TIER_CODES.map((tier, place) => (
                  <TextField
                    key={tier}
                    name={`tiers.thresholds.${place}`}
                    label={t('loyalty.threshold', { tier: t(`loyalty.tiers.${tier}`) })}
                    inputMode="decimal"
                    defaultValue={settings.tiers.thresholds[place]}
                    errors={errors[`tiers.thresholds.${place}`]}
                  />
                ))}
              </div>
              <FieldError id="loyalty-thresholds-error" errors={errors['tiers.thresholds']} />
            </fieldset>
            <TextField
              name="pointRanges"
              label={t('loyalty.point_ranges')}
              defaultValue={settings.pointRanges.join(', ')}
              errors={listErrors(errors, 'pointRanges')}
            />
            <fieldset className="space-y-3">
              <legend className="font-semibold">{t('loyalty.coupons_title')}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  name="coupons.birthday.percent"
                  label={t('loyalty.birthday_percent')}
                  inputMode="numeric"
                  defaultValue={settings.coupons.birthday.percent}
                  errors={errors['coupons.birthday.percent']}
                />
                <TextField
                  name="coupons.birthday.validDays"
                  label={t('loyalty.birthday_days')}
                  inputMode="numeric"
                  defaultValue={settings.coupons.birthday.validDays}
                  errors={errors['coupons.birthday.validDays']}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-4">
                {TIER_CODES.map((tier, place) => (
                  <TextField
                    key={tier}
                    name={`coupons.tiers.percents.${place}`}
                    label={t('loyalty.tier_percent', { tier: t(`loyalty.tiers.${tier}`) })}
                    inputMode="numeric"
                    defaultValue={settings.coupons.tiers.percents[place]}
                    errors={errors[`coupons.tiers.percents.${place}`]}
                  />
                ))}
                <TextField
                  name="coupons.tiers.validDays"
                  label={t('loyalty.tier_days')}
                  inputMode="numeric"
                  defaultValue={settings.coupons.tiers.validDays}
                  errors={errors['coupons.tiers.validDays']}
                />
              </div>
            </fieldset>
            {mayChange && <SubmitButton pending={pending}>{t('save')}</SubmitButton>}
          </fieldset>
        )}
      </AdminForm>
    </>
  );
}
