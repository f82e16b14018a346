import { CONTENT_BLOCK_ATTRIBUTE, type Faq } from '@shop/contract';
import { splitPlaceholders } from './placeholders';

/** What a content page's placeholder asks for: its FAQs (all, or one section's), or the pharmacy's legal details. */
export type PageBlock = { kind: 'faq'; section: string | null } | { kind: 'pharmacy' };

/** A piece of a content page's body: sanitised HTML, or a block the storefront draws in its place. */
export type PagePart = { kind: 'html'; html: string } | { kind: 'block'; block: PageBlock };

function blockOf(value: string): PageBlock | undefined {
  if (value === 'pharmacy') return { kind: 'pharmacy' };
  if (value === 'faq') return { kind: 'faq', section: null };
  if (value.startsWith('faq:')) return { kind: 'faq', section: value.slice('faq:'.length) };
  return undefined;
}

/**
 * A content page's body cut at its top-level block placeholders (`<div data-block="faq:shipping">`);
 * a placeholder of a block the storefront does not know keeps its own text.
 */
export function splitContentBlocks(html: string): PagePart[] {
  return splitPlaceholders(html, CONTENT_BLOCK_ATTRIBUTE).map((piece) => {
    if (piece.kind === 'html') return piece;
    const block = blockOf(piece.value);
    return block ? { kind: 'block', block } : { kind: 'html', html: piece.html };
  });
}

/** The questions a FAQ block shows: every one of the page's, or its section's. */
export function faqsOfBlock(faqs: Faq[], section: string | null): Faq[] {
  return section === null ? faqs : faqs.filter((faq) => faq.section === section);
}

/** The page's questions no block of its body shows, which the page lists after its text. */
export function unplacedFaqs(parts: PagePart[], faqs: Faq[]): Faq[] {
  const sections = new Set<string | null>();
  for (const part of parts) {
    if (part.kind === 'block' && part.block.kind === 'faq') sections.add(part.block.section);
  }
  if (sections.has(null)) return [];
  return faqs.filter((faq) => !sections.has(faq.section));
}
