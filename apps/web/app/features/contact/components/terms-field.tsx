import { LocalizedLink } from '~/components/localized-link';
import { CheckboxField } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/use-translation';

/** Accepting the terms of use and the privacy policy, with links to both. */
export function TermsField({ errors }: { errors: string[] | undefined }) {
  const { t } = useTranslation('contact');
  return (
    <CheckboxField name="trm" errors={errors}>
      {t('terms.text')} (
      <LocalizedLink to="/pages/terms-of-use" className="text-brand-700 underline" target="_blank">
        {t('terms.terms_link')}
      </LocalizedLink>
      ,{' '}
      <LocalizedLink to="/pages/privacy-policy" className="text-brand-700 underline" target="_blank">
        {t('terms.privacy_link')}
      </LocalizedLink>
      )
    </CheckboxField>
  );
}
