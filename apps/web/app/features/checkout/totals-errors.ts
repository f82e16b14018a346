import type { FieldErrors } from '~/components/ui/use-contract-form';

/** Fields of the details step: an error on one of them is fixed there, not here. */
const DETAILS_FIELD =
  /^d?(fnm|lnm|mob|tel|ctid|crid|adr1|ct|ar|pc|bnm)$|^(cnm|irs|job|vat|eml|gfnm|gffnm|gfremail|gfmsg)$/;

/** Codes that only say "not chosen yet": shown once the shopper tries to pay, not while choosing. */
const NOT_YET_CHOSEN = new Set([
  'required_field',
  'shipping_required',
  'store_required',
  'locker_required',
  'payment_required',
  'terms_required',
]);

export function visibleErrors(reported: FieldErrors, attempted: boolean): FieldErrors {
  if (attempted) return reported;
  const shown: FieldErrors = {};
  for (const [field, codes] of Object.entries(reported)) {
    const kept = codes.filter((code) => !NOT_YET_CHOSEN.has(code));
    if (kept.length > 0) shown[field] = kept;
  }
  return shown;
}

/** The fields with errors that belong to the details step, where the shopper fixes them. */
export function detailsFields(errors: FieldErrors): string[] {
  return Object.keys(errors).filter((field) => DETAILS_FIELD.test(field));
}
