/**
 * An IBAN as a person types it (spaces, lower case) made plain, and whether its ISO 13616
 * check digits hold: the country letters and check digits moved to the end, letters as numbers
 * (A = 10 … Z = 35), the whole taken mod 97 must be 1. A Greek IBAN is 27 characters.
 */
export function normaliseIban(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

const LENGTHS: Record<string, number> = {
  GR: 27,
  CY: 28,
  DE: 22,
  IT: 27,
  FR: 27,
  ES: 24,
  NL: 18,
  BE: 16,
  AT: 20,
};

export function isValidIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of moved) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}
