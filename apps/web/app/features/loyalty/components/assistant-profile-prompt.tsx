import {
  birthDateSchema,
  type CustomerProfile,
  GENDERS,
  genderSchema,
  updateProfileRequestSchema,
} from '@shop/contract';
import * as z from 'zod/mini';
import { SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { updateProfile } from '~/features/customers';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { readStoredCustomer, writeStoredCustomer } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';

/** The profile may leave them out, but the assistant asks for them to earn their points. */
const earningProfileSchema = z.extend(updateProfileRequestSchema, { gd: genderSchema, dob: birthDateSchema });

/**
 * Saves the asked field through the profile call, which needs every required field: those the
 * profile already has go along unchanged, those it lacks are asked here too.
 */
export default function ProfilePrompt({
  profile,
  ask,
  amounts,
  onSaved,
}: {
  profile: CustomerProfile;
  ask: 'dob' | 'gender';
  /** Points a first birth date and a first gender earn. */
  amounts: { dob: number; gender: number };
  /** The saved profile, and the points its first birth date or gender earned. */
  onSaved: (saved: CustomerProfile, points: number) => void;
}) {
  const { t } = useTranslation('customers');
  const { t: tAssistant } = useTranslation('loyalty-assistant');
  const language = useLanguage();
  const { errors, pending, onSubmit } = useContractForm(earningProfileSchema, async (body) => {
    const updated = await updateProfile(language, body);
    const stored = readStoredCustomer();
    if (stored) writeStoredCustomer({ ...stored, gender: updated.gd });
    forgetRouteData();
    // A profile never loses its birth date or gender, so a missing one was never credited.
    onSaved(updated, (profile.dob ? 0 : amounts.dob) + (profile.gd ? 0 : amounts.gender));
  });
  const kept = (name: 'fnm' | 'lnm' | 'mob', value: string | null, autoComplete: string, label: string) =>
    value ? (
      <input key={name} type="hidden" name={name} value={value} />
    ) : (
      <TextField key={name} name={name} autoComplete={autoComplete} label={label} errors={errors[name]} />
    );
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-3 space-y-3"
      data-testid="assistant-form"
    >
      {ask === 'dob' ? (
        <TextField name="dob" type="date" autoComplete="bday" label={t('fields.dob')} errors={errors.dob} />
      ) : (
        <input type="hidden" name="dob" value={profile.dob ?? ''} />
      )}
      {profile.gd ? (
        <input type="hidden" name="gd" value={profile.gd} />
      ) : (
        <SelectField name="gd" label={t('fields.gd')} defaultValue="" errors={errors.gd}>
          <option value="">{t('genders.choose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`genders.${gender}`)}
            </option>
          ))}
        </SelectField>
      )}
      {kept('fnm', profile.fnm, 'given-name', t('fields.fnm'))}
      {kept('lnm', profile.lnm, 'family-name', t('fields.lnm'))}
      {kept('mob', profile.mob, 'tel', t('fields.mob'))}
      <SubmitButton pending={pending}>{tAssistant('save')}</SubmitButton>
    </form>
  );
}
