import { type FormEvent, useState } from 'react';
import { toast } from '~/components/toasts/toast';
import { ApiRequestError } from '~/lib/api-client';
import { useTranslation } from '~/lib/use-translation';

/** Field → error codes: the shape of the API's `errors`, and of a failed check in the browser. */
export type FieldErrors = Record<string, string[]>;

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
}

/** What a form needs of a contract (Zod) schema: its verdict on the form's values. */
export interface ContractSchema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: SchemaIssue[] } };
}

/** The contract's schemas carry error codes as messages, so a failed check speaks the server's codes. */
export function schemaFieldErrors(error: { issues: SchemaIssue[] }): FieldErrors {
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

/** A form's values as strings, trimmed by the schema rather than here. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

export interface ContractForm {
  /** Error codes per field name, from the schema or from the server's 400. */
  errors: FieldErrors;
  /** True while the submitted values are with the server. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

interface ContractFormOptions {
  /** The schema's input made of the form's values (by default the values themselves). */
  input?: (values: Record<string, string>) => unknown;
}

/**
 * A form checked by the contract's schema before it is sent: on submit the values are parsed,
 * a failure shows its codes on the fields, and a success goes to `submit`. A failed call shows
 * the server's message (or a generic one) and its field errors.
 */
export function useContractForm<Output>(
  schema: ContractSchema<Output>,
  submit: (data: Output, form: HTMLFormElement) => Promise<unknown>,
  { input = (values) => values }: ContractFormOptions = {},
): ContractForm {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const report = (error: unknown) => {
    if (error instanceof ApiRequestError && error.body?.errors) setErrors(error.body.errors);
    const message = error instanceof ApiRequestError ? error.body?.message : undefined;
    toast.error(message ?? t('generic_error'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = schema.safeParse(input(formValues(form)));
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    submit(parsed.data, form)
      .catch(report)
      .finally(() => setPending(false));
  };

  return { errors, pending, onSubmit };
}
