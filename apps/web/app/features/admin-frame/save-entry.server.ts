import { redirect } from 'react-router';
import type { ContractSchema } from '~/components/ui/use-contract-form';
import { languageOf } from '~/lib/public-config';
import { sentId } from './form-data';
import type { Outcome } from './outcome';
import { attempt, intentOf, parseForm } from './outcome.server';
import { adminPath } from './paths';
import { staffApi } from './staff-session.server';

interface SaveEntry<Sent, Saved> {
  schema: ContractSchema<Sent>;
  /** The form as the schema reads it (the same mapping the browser checks with). */
  input: (form: FormData) => unknown;
  /** The API's save call under `/api/{lang}/`, e.g. `admin/stores/save` (or one per what is sent). */
  path: string | ((sent: Sent) => string);
  /** Where the page goes once saved (a new entry opens as the one chosen); null stays. */
  reopen?: (sent: Sent, saved: Saved) => string | null;
}

/**
 * A list page's save: the form checked again with the contract's schema, sent to the API with the
 * staff session, and its refusal answered to the form with the field errors.
 */
export async function saveEntry<Sent, Saved>(
  request: Request,
  form: FormData,
  { schema, input, path, reopen }: SaveEntry<Sent, Saved>,
): Promise<Outcome<Saved> | Response> {
  const language = languageOf(new URL(request.url).pathname);
  const intent = intentOf(form);
  const parsed = parseForm(intent, schema, input(form));
  if (!parsed.ok) return parsed;
  const outcome = await attempt(intent, () =>
    staffApi<Saved>(request, language, typeof path === 'string' ? path : path(parsed.data), {
      method: 'POST',
      body: parsed.data,
    }),
  );
  const next = outcome.ok && reopen ? reopen(parsed.data, outcome.data) : null;
  return next === null ? outcome : redirect(adminPath(language, next));
}

/** A new entry (one the form sent without an id) opens as the one chosen on `page`. */
export function openNew(page: string) {
  return (sent: object, saved: { id: number }): string | null =>
    sentId(sent) ? null : `${page}?id=${saved.id}`;
}

/**
 * A list page's delete: the id the form sent removed through the API (`admin/menus/delete`), and
 * the page back to its list without the entry; a refusal is answered to the form.
 */
export async function deleteEntry(
  request: Request,
  form: FormData,
  { path, page }: { path: string; page: string },
): Promise<Outcome<unknown> | Response> {
  const language = languageOf(new URL(request.url).pathname);
  const intent = intentOf(form);
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id < 1)
    return { ok: false, status: 400, message: null, code: 'invalid_id', errors: {}, intent };
  const outcome = await attempt(intent, () =>
    staffApi<unknown>(request, language, path, { method: 'DELETE', query: { id } }),
  );
  return outcome.ok ? redirect(adminPath(language, page)) : outcome;
}
