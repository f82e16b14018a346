import type { ContentPage, Faq } from '@shop/contract';
import type { ReactNode } from 'react';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { faqsOfBlock, splitContentBlocks, unplacedFaqs } from '../content-blocks';
import { publicationDate } from '../format';
import { SanitisedHtml } from './article-body';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { FaqBlock } from './faq-block';

/** A content page's trail after Home: the page itself. */
export const contentPageTrail = (page: Pick<ContentPage, 'tl' | 'eurl'>) => [
  { name: page.tl, path: `/pages/${page.eurl}` },
];

/**
 * A content page (terms of use, shipping, who we are …): its title, last change and body, with
 * the blocks its body places drawn in their place: its questions (all, or a section's) and the
 * pharmacy's legal details (`pharmacyBlock`, which the route supplies). Questions no block shows
 * follow the text.
 */
export function ContentPageView({
  page,
  faqs,
  pharmacyBlock,
}: {
  page: ContentPage;
  faqs: Faq[];
  pharmacyBlock: ReactNode;
}) {
  const { t } = useTranslation('content-pages');
  const language = useLanguage();
  const parts = splitContentBlocks(page.body);
  const rest = unplacedFaqs(parts, faqs);
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={contentPageTrail(page)} />
      <article className="mx-auto max-w-3xl">
        <header>
          <h1 className="text-2xl leading-tight font-semibold md:text-4xl" lang={page.lng}>
            {page.tl}
          </h1>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span>{t('updated', { date: publicationDate(page.dt, language) })}</span>
            {/* An English page shows the Greek text where the page has no English one, and says so. */}
            {page.lng !== language && (
              <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-800" data-testid="written-in">
                {t('written_in_el')}
              </span>
            )}
          </p>
        </header>
        <div lang={page.lng} data-testid="content-page-body">
          {parts.map((part, index) => {
            // The parts are the stored body's, in its order, and never move: the index is their identity.
            const key = `${part.kind}-${index}`;
            if (part.kind === 'html') return <SanitisedHtml key={key} html={part.html} />;
            if (part.block.kind === 'pharmacy') {
              return (
                <div key={key} className="my-6 rounded-lg border border-line bg-brand-50" lang={language}>
                  {pharmacyBlock}
                </div>
              );
            }
            const { section } = part.block;
            return (
              <FaqBlock
                key={key}
                faqs={faqsOfBlock(faqs, section)}
                title={section === null ? t('faq_title') : undefined}
              />
            );
          })}
        </div>
        <FaqBlock faqs={rest} title={t('faq_title')} />
      </article>
    </div>
  );
}
