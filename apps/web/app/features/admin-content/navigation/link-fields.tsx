import { LANGUAGES, LINK_TARGETS } from '@shop/contract';
import { SelectField, TextField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { useTranslation } from '~/lib/use-translation';

/** A link's address (a shop path without language, or an absolute address) and where it opens. */
export function LinkFields({
  name,
  url,
  target,
  errors,
}: {
  name: string;
  url: string;
  target: string;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="sm:col-span-2">
        <TextField name={name} label={t('links.link')} defaultValue={url} errors={errors[name]} />
        <p className="mt-1 text-xs text-muted">{t('links.link_hint')}</p>
      </div>
      <SelectField name="trg" label={t('links.target')} defaultValue={target} errors={errors.trg}>
        {LINK_TARGETS.map((value) => (
          <option key={value} value={value}>
            {t(`links.targets.${value}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** One text in Greek and optionally in English (blank: the English shop shows the Greek). */
export function TwoLanguageText({
  name,
  label,
  values,
  errors,
}: {
  name: string;
  label: string;
  values: Record<'el' | 'en', string>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {LANGUAGES.map((language) => (
        <div key={language} lang={language}>
          <TextField
            name={`${language}.${name}`}
            label={`${label} (${t(`languages.${language}`)})`}
            defaultValue={values[language]}
            errors={errors[`${language}.${name}`]}
            optional={language === 'en'}
          />
        </div>
      ))}
    </div>
  );
}
