import type { ContentPage, Faq } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { faqsOfBlock, splitContentBlocks, unplacedFaqs } from './content-blocks';
import { faqPageJsonLd, webPageJsonLd } from './page-structured-data';

const page: ContentPage = {
  id: 4,
  tl: 'Shipping',
  eurl: 'shipping',
  eurls: { el: 'shipping', en: 'shipping' },
  ds: 'Delivery options, times and costs.',
  body: '<p>x</p>',
  lng: 'en',
  dt: '2026-11-20T10:00:00.000Z',
};

const faq = (id: number, section: string, a = '<p>Yes.</p>'): Faq => ({
  id,
  q: `Question ${id}?`,
  a,
  section,
  lng: 'en',
});

describe('content page JSON-LD', () => {
  it('describes the page as a WebPage of the site', () => {
    expect(webPageJsonLd(page, 'https://shop.example/en/pages/shipping', 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Shipping',
      description: 'Delivery options, times and costs.',
      url: 'https://shop.example/en/pages/shipping',
      inLanguage: 'en',
      dateModified: '2026-11-20T10:00:00.000Z',
      isPartOf: { '@type': 'WebSite', url: 'https://shop.example' },
    });
  });

  it('lists the questions as a FAQPage with plain-text answers, and nothing without questions', () => {
    const [faqPage] = faqPageJsonLd([
      faq(1, 'shipping', '<p>From <strong>39 €</strong> &amp; up.</p>'),
      faq(2, 'returns'),
    ]);
    expect(faqPage).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Question 1?',
          acceptedAnswer: { '@type': 'Answer', text: 'From 39 € & up.' },
        },
        { '@type': 'Question', name: 'Question 2?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    });
    expect(faqPageJsonLd([])).toEqual([]);
  });
});

describe('content page blocks', () => {
  it('cuts the body at its block placeholders and keeps an unknown one as its text', () => {
    expect(
      splitContentBlocks(
        '<h2>Αποστολή</h2><div data-block="faq:shipping"></div><p>κείμενο</p><div data-block="pharmacy"></div><div data-block="map">χάρτης</div>',
      ),
    ).toEqual([
      { kind: 'html', html: '<h2>Αποστολή</h2>' },
      { kind: 'block', block: { kind: 'faq', section: 'shipping' } },
      { kind: 'html', html: '<p>κείμενο</p>' },
      { kind: 'block', block: { kind: 'pharmacy' } },
      { kind: 'html', html: 'χάρτης' },
    ]);
  });

  it('shows each question once: in its section’s block, else after the text', () => {
    const faqs = [faq(1, 'shipping'), faq(2, 'returns'), faq(3, '')];
    const sectioned = splitContentBlocks('<div data-block="faq:shipping"></div>');
    expect(faqsOfBlock(faqs, 'shipping').map((item) => item.id)).toEqual([1]);
    expect(unplacedFaqs(sectioned, faqs).map((item) => item.id)).toEqual([2, 3]);
    const all = splitContentBlocks('<p>x</p><div data-block="faq"></div>');
    expect(faqsOfBlock(faqs, null)).toHaveLength(3);
    expect(unplacedFaqs(all, faqs)).toEqual([]);
    expect(unplacedFaqs(splitContentBlocks('<p>x</p>'), faqs)).toHaveLength(3);
  });
});
