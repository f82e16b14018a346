/**
 * The Greek tax id (ΑΦΜ): 9 digits, not all zero, whose last digit is a check digit:
 * Σ dᵢ·2^(8−i) for i = 0..7, mod 11, mod 10. Checked locally before any registry look-up,
 * so a mistyped number never costs a call to AADE or VIES.
 */
export function isValidGreekTaxId(value: string): boolean {
  const digits = normalizeGreekTaxId(value);
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(digits[8]);
}

/** Spaces and an `EL`/`GR` prefix, as people paste them from invoices, are not part of the number. */
export function normalizeGreekTaxId(value: string): string {
  return value
    .trim()
    .replace(/^(EL|GR)/i, '')
    .replace(/[\s.-]/g, '');
}
