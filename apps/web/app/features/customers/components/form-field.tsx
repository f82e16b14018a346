import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/lib/use-hydrated';
import { useErrorText } from '../form-errors';

const inputClass =
  'w-full rounded-md border border-line px-3 py-2 text-base outline-none focus:border-brand-600 aria-[invalid=true]:border-sale';

interface FieldFrameProps {
  id: string;
  label: string;
  optional?: boolean;
  errors: string[] | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, optional, errors, children }: FieldFrameProps) {
  const { t } = useTranslation('customers');
  const errorText = useErrorText();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {optional && <span className="ml-1 font-normal text-muted">({t('fields.optional')})</span>}
      </label>
      {children}
      {errors && errors.length > 0 && (
        <p id={`${id}-error`} className="text-sm text-sale" role="alert">
          {errors.map(errorText).join(' ')}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  errors?: string[];
  optional?: boolean;
};

/** A labelled input whose errors (contract codes) are read out with it. */
export function TextField({ name, label, errors, optional, ...input }: TextFieldProps) {
  const id = useId();
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <FieldFrame id={id} label={label} optional={optional} errors={errors}>
      <input
        id={id}
        name={name}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  label: string;
  errors?: string[];
  children: ReactNode;
};

export function SelectField({ name, label, errors, children, ...select }: SelectFieldProps) {
  const id = useId();
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <FieldFrame id={id} label={label} errors={errors}>
      <select
        id={id}
        name={name}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={inputClass}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** Enabled once the page's scripts run: the forms post through them, never as a plain HTML submit. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      aria-busy={busy}
      className="w-full rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
    >
      {children}
    </button>
  );
}

/** The new password and its repeat (`pwd`, `cpwd`), as register, reset and change ask for them. */
export function NewPasswordFields({
  errors,
  passwordLabel,
}: {
  errors: Partial<Record<'pwd' | 'cpwd', string[]>>;
  passwordLabel: string;
}) {
  const { t } = useTranslation('customers');
  return (
    <>
      <TextField
        name="pwd"
        type="password"
        autoComplete="new-password"
        label={passwordLabel}
        errors={errors.pwd}
      />
      <TextField
        name="cpwd"
        type="password"
        autoComplete="new-password"
        label={t('fields.cpwd')}
        errors={errors.cpwd}
      />
    </>
  );
}
