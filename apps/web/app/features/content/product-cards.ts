import { splitPlaceholders } from './placeholders';

/** A piece of an article body: sanitised HTML, or a product card placed by its code. */
export type BodyPart = { kind: 'html'; html: string } | { kind: 'product'; code: string; html: string };

/**
 * Splits the API's sanitised article HTML at its top-level product-card placeholders
 * (`<div data-product-code="CODE">text</div>`), so each can be drawn as the product's card; a
 * nested one stays in the HTML (see `splitPlaceholders`).
 */
export function splitProductCards(html: string): BodyPart[] {
  return splitPlaceholders(html, 'data-product-code').map((piece) =>
    piece.kind === 'html' ? piece : { kind: 'product', code: piece.value, html: piece.html },
  );
}

/** The codes of the products an article body shows as cards, each once. */
export function productCodesOf(parts: BodyPart[]): string[] {
  return [...new Set(parts.flatMap((part) => (part.kind === 'product' ? [part.code] : [])))];
}
