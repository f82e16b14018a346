import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
  useId,
} from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';

const inputClass =
  'w-full rounded-md border border-line px-3 py-2 text-base outline-none focus:border-brand-600 aria-[invalid=true]:border-sale';

/**
 * A namespace whose `form.errors` texts come before the common ones: a part of the site whose
 * schemas answer codes of their own keeps their texts with its other texts.
 */
export const FieldErrorTexts = createContext<string | null>(null);

/** The text of the fields' error codes; an unknown code falls back to the generic problem text. */
function useErrorText(): (code: string) => string {
  const { t } = useTranslation();
  const namespace = useContext(FieldErrorTexts);
  return (code) => {
    const common = t(`form.errors.${code}`, { defaultValue: t('generic_error') });
    return namespace ? t(`${namespace}:form.errors.${code}`, { defaultValue: common }) : common;
  };
}

/** A field's error codes in the page language, read out with the field that `id` names. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const errorText = useErrorText();
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className="text-sm text-sale" role="alert">
      {errors.map(errorText).join(' ')}
    </p>
  );
}

/** The attributes that tie a control to its error text. */
function errorAttributes(id: string, errors: string[] | undefined) {
  const invalid = Boolean(errors && errors.length > 0);
  return { 'aria-invalid': invalid, 'aria-describedby': invalid ? `${id}-error` : undefined };
}

interface FieldFrameProps {
  id: string;
  label: string;
  optional?: boolean;
  errors: string[] | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, optional, errors, children }: FieldFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <div className="flex items-baseline gap-0.5 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
          {optional && <span className="ml-1 font-normal text-muted">({t('form.optional')})</span>}
        </label>
        {/* Required is marked to the eye beside the label, and to assistive technology by aria-required. */}
        {!optional && (
          <span className="text-sale" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  /** Contract error codes. */
  errors?: string[];
  optional?: boolean;
};

/** A labelled input whose errors are read out with it. */
export function TextField({ name, label, errors, optional, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} errors={errors}>
      <input
        id={id}
        name={name}
        aria-required={!optional}
        {...errorAttributes(id, errors)}
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
  optional?: boolean;
  children: ReactNode;
};

export function SelectField({ name, label, errors, optional, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} errors={errors}>
      <select
        id={id}
        name={name}
        aria-required={!optional}
        {...errorAttributes(id, errors)}
        className={inputClass}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  errors?: string[];
  optional?: boolean;
};

/** A labelled text area whose errors are read out with it. */
export function TextAreaField({ name, label, errors, optional, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} errors={errors}>
      <textarea
        id={id}
        name={name}
        aria-required={!optional}
        {...errorAttributes(id, errors)}
        className={inputClass}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label beside it (which may hold links), e.g. accepting the terms. */
export function CheckboxField({
  name,
  errors,
  children,
  defaultChecked,
  value,
}: {
  name: string;
  errors?: string[];
  children: ReactNode;
  defaultChecked?: boolean;
  /** What the form sends when it is ticked (by default `on`). */
  value?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          className="mt-1"
          {...errorAttributes(id, errors)}
        />
        <span>{children}</span>
      </label>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** Enabled once the page's scripts run: the forms post through them, never as a plain HTML submit. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={pending || !hydrated}
      aria-busy={pending}
      className="w-full rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
    >
      {children}
    </button>
  );
}
