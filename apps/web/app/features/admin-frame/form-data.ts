import type { FieldErrors } from '~/components/ui/use-contract-form';

/** A form's text values by name (the last of a repeated name), as the contract's schemas read them. */
export function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  return values;
}

/** Every value of a repeated field (checkboxes, a multiple select) as ids. */
export function idValues(form: FormData, name: string): number[] {
  return form
    .getAll(name)
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map(Number);
}

/** A number field: blank is null, text that is no number stays text for the schema to refuse. */
export function numberOrNull(value: FormDataEntryValue | null): number | string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : value;
}

/** A number field that must be given: blank stays undefined for the schema to call required. */
export function numberOrBlank(value: FormDataEntryValue | null): number | string | undefined {
  return numberOrNull(value) ?? undefined;
}

export function checked(form: FormData, name: string): boolean {
  return form.get(name) === 'on';
}

/** What a multiple choice (checkboxes of one name) sent, as text. */
export function chosenValues(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');
}

/** A field of numbers separated by commas or spaces; a part that is no number stays for the schema to refuse. */
export function idList(form: FormData, name: string): (number | string)[] {
  const value = form.get(name);
  return (typeof value === 'string' ? value : '')
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A list's errors and those of its entries (`productIds.3`), shown on the one field that holds the list. */
export function listErrors(errors: FieldErrors, name: string): string[] | undefined {
  const found = Object.entries(errors)
    .filter(([field]) => field === name || field.startsWith(`${name}.`))
    .flatMap(([, codes]) => codes);
  return found.length > 0 ? [...new Set(found)] : undefined;
}

/** A text field's value; a missing field is blank. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** An optional text field: blank (or only spaces) is none. */
export function textOrNull(form: FormData, name: string): string | null {
  const value = textOf(form, name).trim();
  return value === '' ? null : value;
}

/**
 * The English texts of an entry whose English is optional: none when every English field is blank
 * (the English shop shows the Greek), else `read()` of them for the schema to check.
 */
export function englishOrNull<Texts>(form: FormData, names: string[], read: () => Texts): Texts | null {
  return names.every((name) => textOf(form, `en.${name}`).trim() === '') ? null : read();
}

/** Whether a form's values carry the id of a stored entry (else they make a new one). */
export function sentId(sent: object): boolean {
  return 'id' in sent && sent.id !== undefined;
}
