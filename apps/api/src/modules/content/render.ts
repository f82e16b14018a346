import type { ContentFormat } from '@shop/contract';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../lib/html.ts';

/**
 * What an article, a bio, a video's description or a content page may hold once stored: text
 * structure, links, images, tables, the product-card placeholder (`<div data-product-code="…">`,
 * which the storefront renders as the product's card) and a content page's block placeholder
 * (`<div data-block="faq">`, CONTENT_BLOCK_ATTRIBUTE). No script, style, frame, form, event
 * handler or inline style survives; links and images keep only safe schemes.
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    div: ['data-product-code', 'data-block'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens elsewhere must not hand the shop's window to the page it opens.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

/** Markdown as CommonMark with GitHub's tables; raw HTML in it goes through the same allow-list. */
const markdown = new Marked({ gfm: true, async: false });

function plainTextHtml(text: string): string {
  return text
    .replaceAll('\r\n', '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br />')}</p>`)
    .join('\n');
}

function toHtml(format: ContentFormat, source: string): string {
  switch (format) {
    case 'Html':
      return source;
    case 'PlainText':
      return plainTextHtml(source);
    case 'Markdown':
      return markdown.parse(source) as string;
  }
}

/** Words of an HTML text, for the reading time. */
function wordsOf(html: string): number {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * A stored text's HTML: rendered from its format, then passed through the allow-list, whatever
 * the format (Markdown may hold raw HTML; a plain text is escaped first and stays inert anyway).
 */
export function renderContent(format: ContentFormat, source: string): { html: string; words: number } {
  const html = sanitizeHtml(toHtml(format, source), ALLOW_LIST).trim();
  return { html, words: wordsOf(html) };
}
