import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiRequestError } from '~/lib/api-client';

/** Field → error codes, the shape of the API's `errors` (contract error codes). */
export type FieldErrors = Record<string, string[]>;

/** The client-side check runs the contract's schema, so its codes are the server's. */
export function zodFieldErrors(error: { issues: { path: PropertyKey[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const list = errors[field] ?? [];
    const code = /^[a-z_]+$/.test(issue.message) ? issue.message : 'required_field';
    if (!list.includes(code)) list.push(code);
    errors[field] = list;
  }
  return errors;
}

/** Text and field errors of a failed call; the API's own message is shown when it sent one (spec 001 §8). */
export function useApiErrorReporter(setErrors: (errors: FieldErrors) => void) {
  const { t } = useTranslation('customers');
  return (error: unknown) => {
    if (error instanceof ApiRequestError && error.body?.errors) setErrors(error.body.errors);
    const message = error instanceof ApiRequestError ? error.body?.message : undefined;
    toast.error(message ?? t('generic_error'));
  };
}

/** A field code in the page language; an unknown code falls back to the generic problem text. */
export function useErrorText() {
  const { t } = useTranslation('customers');
  return (code: string) => t(`errors.${code}`, { defaultValue: t('generic_error') });
}

/** A form's values as strings, trimmed by the schema rather than here. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}
