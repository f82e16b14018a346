import type { FieldErrors } from '~/components/ui/use-contract-form';

/** A field's own name for a code the form's fields share (an IBAN's invalid value is a wrong IBAN). */
export const renamed = (codes: string[] | undefined, from: string, to: string) =>
  codes?.map((code) => (code === from ? to : code));

/** The errors the API gave the submitted lines (`lines.<i>.…`), by the order line they stand for. */
export function lineErrors(errors: FieldErrors, sent: readonly number[], olid: number): string[] | undefined {
  const index = sent.indexOf(olid);
  if (index < 0) return undefined;
  const codes = [
    ...(errors[`lines.${index}.olid`] ?? []),
    ...(renamed(errors[`lines.${index}.qty`], 'invalid_value', 'too_many_units') ?? []),
  ];
  return codes.length > 0 ? codes : undefined;
}
