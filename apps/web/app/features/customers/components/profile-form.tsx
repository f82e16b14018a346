import { type CustomerProfile, GENDERS, updateProfileRequestSchema } from '@shop/contract';
import { toast } from '~/components/toasts/toast';
import { SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { readStoredCustomer, writeStoredCustomer } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';
import { updateProfile } from '../api/update-profile';

/** First name, last name and phone, required (spec 001 §5); gender and birth date optional (issue 26). */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const { errors, pending, onSubmit } = useContractForm(updateProfileRequestSchema, async (body) => {
    const updated = await updateProfile(language, body);
    const stored = readStoredCustomer();
    if (stored) {
      writeStoredCustomer({
        ...stored,
        firstName: updated.fnm ?? '',
        lastName: updated.lnm ?? '',
        gender: updated.gd,
      });
    }
    forgetRouteData();
    toast.success(t('account.saved'));
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title" className="text-lg font-semibold">
        {t('account.profile_title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="fnm"
          autoComplete="given-name"
          label={t('fields.fnm')}
          defaultValue={profile.fnm ?? ''}
          errors={errors.fnm}
        />
        <TextField
          name="lnm"
          autoComplete="family-name"
          label={t('fields.lnm')}
          defaultValue={profile.lnm ?? ''}
          errors={errors.lnm}
        />
        <TextField
          name="mob"
          type="tel"
          autoComplete="tel"
          label={t('fields.phone')}
          defaultValue={profile.mob ?? ''}
          errors={errors.mob}
        />
        <SelectField
          name="gd"
          label={t('fields.gd')}
          defaultValue={profile.gd ?? ''}
          errors={errors.gd}
          optional
        >
          <option value="">{t('genders.choose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`genders.${gender}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="dob"
          type="date"
          autoComplete="bday"
          label={t('fields.dob')}
          defaultValue={profile.dob ?? ''}
          errors={errors.dob}
          optional
        />
      </div>
      <SubmitButton pending={pending}>{t('account.save')}</SubmitButton>
    </form>
  );
}
