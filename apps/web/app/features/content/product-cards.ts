/** A piece of an article body: sanitised HTML, or a product card placed by its code. */
export type BodyPart = { kind: 'html'; html: string } | { kind: 'product'; code: string; html: string };

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'wbr']);
const PRODUCT_CODE = /\sdata-product-code="([^"]+)"/;

/**
 * Splits the API's sanitised article HTML at its top-level product-card placeholders
 * (`<div data-product-code="CODE">text</div>`), so each can be drawn as the product's card. A
 * placeholder inside another element (a list item, a table cell) stays in the HTML and shows its
 * own text: cutting there would split that element in two.
 */
export function splitProductCards(html: string): BodyPart[] {
  const parts: BodyPart[] = [];
  const pushHtml = (piece: string) => {
    if (piece.trim()) parts.push({ kind: 'html', html: piece });
  };
  let depth = 0;
  let start = 0;
  let card: { code: string; from: number; inner: number; divs: number } | null = null;
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, rawName = '', selfClosing] = match;
    const name = rawName.toLowerCase();
    if (card) {
      if (name !== 'div') continue;
      if (!closing) card.divs += 1;
      else if (card.divs > 0) card.divs -= 1;
      else {
        parts.push({ kind: 'product', code: card.code, html: html.slice(card.inner, match.index) });
        start = match.index + tag.length;
        card = null;
      }
      continue;
    }
    const code = !closing && depth === 0 && name === 'div' ? PRODUCT_CODE.exec(tag)?.[1] : undefined;
    if (code) {
      pushHtml(html.slice(start, match.index));
      card = { code, from: match.index, inner: match.index + tag.length, divs: 0 };
      continue;
    }
    if (VOID_ELEMENTS.has(name) || selfClosing) continue;
    depth = Math.max(0, depth + (closing ? -1 : 1));
  }
  pushHtml(html.slice(card ? card.from : start));
  return parts;
}

/** The codes of the products an article body shows as cards, each once. */
export function productCodesOf(parts: BodyPart[]): string[] {
  return [...new Set(parts.flatMap((part) => (part.kind === 'product' ? [part.code] : [])))];
}
