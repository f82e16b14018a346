import { LANGUAGES } from '@shop/contract';
import type { ReactNode } from 'react';
import { SelectField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { useTranslation } from '~/lib/use-translation';

/**
 * A content entry's texts side by side, Greek then English; `englishOptional` says that leaving
 * every English field blank shows the Greek on the English pages.
 */
export function LanguageColumns({
  englishOptional = true,
  children,
}: {
  englishOptional?: boolean;
  children: (language: 'el' | 'en') => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {LANGUAGES.map((language) => (
        <fieldset key={language} lang={language} className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold">
            {t(`languages.${language}`)}
            {language === 'en' && englishOptional && (
              <span className="ml-2 font-normal text-muted">{t('content.english_optional')}</span>
            )}
          </legend>
          {children(language)}
        </fieldset>
      ))}
    </div>
  );
}

/** An entry one may choose in a form: its id and its name in the staff member's language. */
export interface Choice {
  id: number;
  name: string;
}

/** A choice of one related entry (a category, a contributor) by id. */
export function ChoiceField({
  name,
  label,
  choices,
  value,
  errors,
  none,
}: {
  name: string;
  label: string;
  choices: Choice[];
  value: number | null | undefined;
  errors: FieldErrors;
  /** The text of choosing none; without it one must be chosen. */
  none?: string;
}) {
  return (
    <SelectField
      name={name}
      label={label}
      defaultValue={value ?? ''}
      errors={errors[name]}
      optional={none !== undefined}
    >
      <option value="">{none ?? '—'}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </SelectField>
  );
}
