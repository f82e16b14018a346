import { type ContractSchema, schemaFieldErrors } from '~/components/ui/use-contract-form';
import { ApiRequestError } from '~/lib/api-client';
import type { Outcome } from './outcome';

/** The intent a form posts with (several forms share one route action). */
export function intentOf(form: FormData): string {
  const intent = form.get('intent');
  return typeof intent === 'string' ? intent : '';
}

/**
 * Runs a change and turns the API's refusal (400 with field errors, 403, 404, 409, 422) or failure
 * into an outcome the form shows, so what was typed stays; anything else (a redirect to sign in)
 * goes on.
 */
export async function attempt<T>(intent: string, work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await work(), intent };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return {
        ok: false,
        status: error.status,
        message: error.body?.message ?? null,
        code: error.body?.code ?? null,
        errors: error.body?.errors ?? {},
        intent,
      };
    }
    throw error;
  }
}

/** A form checked again on the server with the contract's schema, before any call is made. */
export function parseForm<Output>(
  intent: string,
  schema: ContractSchema<Output>,
  input: unknown,
): { ok: true; data: Output } | Outcome<never> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    status: 400,
    message: null,
    code: 'invalid_input',
    errors: schemaFieldErrors(parsed.error),
    intent,
  };
}
