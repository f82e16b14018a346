/**
 * Money travels as integer cents everywhere inside the shop and as euros with two
 * decimals on the wire. Rounding rule: half away from zero, applied once, when a
 * computation produces fractional cents.
 */
import { localeOf } from './languages.ts';

export type Cents = number;

export function roundCents(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function centsToEuros(cents: Cents): number {
  return roundCents(cents) / 100;
}

export function eurosToCents(euros: number): Cents {
  return roundCents(euros * 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "12,50 €" in Greek, "12.50 €" in English: two decimals and a € suffix (spec 000 §1), joined by a
 * no-break space so that "€" never wraps onto a line of its own on a narrow screen.
 */
export function formatEuros(euros: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(language, formatter);
  }
  return `${formatter.format(euros)}\u00a0€`;
}
