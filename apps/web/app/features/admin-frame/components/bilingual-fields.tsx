import { LANGUAGES } from '@shop/contract';
import { TextAreaField, TextField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { useTranslation } from '~/lib/use-translation';

interface Texts {
  nm: string;
  dsc: string | null;
}

/** A name and a description in Greek and in English, named by the schema's paths (`el.nm`). */
export function BilingualFields({
  values,
  errors,
}: {
  values: Record<'el' | 'en', Texts> | null;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {LANGUAGES.map((language) => (
        <fieldset key={language} lang={language} className="space-y-3">
          <legend className="text-sm font-semibold">{t(`languages.${language}`)}</legend>
          <TextField
            name={`${language}.nm`}
            label={t('fields.name')}
            defaultValue={values?.[language].nm ?? ''}
            errors={errors[`${language}.nm`]}
          />
          <TextAreaField
            name={`${language}.dsc`}
            label={t('fields.description')}
            rows={3}
            defaultValue={values?.[language].dsc ?? ''}
            errors={errors[`${language}.dsc`]}
            optional
          />
        </fieldset>
      ))}
    </div>
  );
}
