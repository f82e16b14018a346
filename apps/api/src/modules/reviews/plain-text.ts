import sanitizeHtml from 'sanitize-html';

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** sanitize-html answers HTML: its escapes are undone to have text again. */
const htmlToText = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/**
 * A review's title or text as plain text: markup removed (a script's or style's content with it)
 * and entities read as the characters they stand for, so the text is stored once and escaped only
 * where it is shown (never twice). Stripping repeats until nothing changes, so an escaped tag
 * (`&lt;b&gt;`) does not come back as markup; each round shortens the text or ends it.
 */
export function plainText(value: string): string {
  let text = value;
  for (let round = 0; round < 50; round++) {
    const next = htmlToText(sanitizeHtml(text, NO_MARKUP));
    if (next === text) break;
    text = next;
  }
  return text.trim();
}
