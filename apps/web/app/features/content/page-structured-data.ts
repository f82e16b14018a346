import type { ContentPage, Faq } from '@shop/contract';
import { textOf } from './structured-data';

/** A content page's schema.org WebPage. */
export function webPageJsonLd(page: ContentPage, canonical: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.tl,
    description: page.ds,
    url: canonical,
    inLanguage: page.lng,
    dateModified: page.dt,
    isPartOf: { '@type': 'WebSite', url: origin },
  };
}

/** The schema.org FAQPage of the questions a page shows, answers as plain text; none without questions. */
export function faqPageJsonLd(faqs: Faq[]) {
  if (faqs.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.q,
        acceptedAnswer: { '@type': 'Answer', text: textOf(faq.a) },
      })),
    },
  ];
}
