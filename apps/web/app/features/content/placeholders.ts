/** A piece of a stored body: sanitised HTML, or a top-level placeholder with its attribute's value and inner HTML. */
export type BodyPiece = { kind: 'html'; html: string } | { kind: 'placeholder'; value: string; html: string };

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'wbr']);

/**
 * Splits the API's sanitised HTML at its top-level placeholders, `<div {attribute}="value">…</div>`
 * (a product card, a content page's block), so each can be drawn by the storefront. A placeholder
 * inside another element (a list item, a table cell) stays in the HTML and shows its own text:
 * cutting there would split that element in two.
 */
export function splitPlaceholders(html: string, attribute: string): BodyPiece[] {
  const attributeValue = new RegExp(`\\s${attribute}="([^"]+)"`);
  const pieces: BodyPiece[] = [];
  const pushHtml = (piece: string) => {
    if (piece.trim()) pieces.push({ kind: 'html', html: piece });
  };
  let depth = 0;
  let start = 0;
  let open: { value: string; from: number; inner: number; divs: number } | null = null;
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, rawName = '', selfClosing] = match;
    const name = rawName.toLowerCase();
    if (open) {
      if (name !== 'div') continue;
      if (!closing) open.divs += 1;
      else if (open.divs > 0) open.divs -= 1;
      else {
        pieces.push({ kind: 'placeholder', value: open.value, html: html.slice(open.inner, match.index) });
        start = match.index + tag.length;
        open = null;
      }
      continue;
    }
    const value = !closing && depth === 0 && name === 'div' ? attributeValue.exec(tag)?.[1] : undefined;
    if (value) {
      pushHtml(html.slice(start, match.index));
      open = { value, from: match.index, inner: match.index + tag.length, divs: 0 };
      continue;
    }
    if (VOID_ELEMENTS.has(name) || selfClosing) continue;
    depth = Math.max(0, depth + (closing ? -1 : 1));
  }
  pushHtml(html.slice(open ? open.from : start));
  return pieces;
}
