import type { Faq } from '@shop/contract';
import { ChevronRightIcon } from '~/components/ui/icons';
import { SanitisedHtml } from './article-body';

/**
 * Questions and answers as an accordion of `<details>`: each opens on its own, from the keyboard
 * too, and the answers are in the page for search engines and find-in-page. A block of one
 * section sits under the page's own heading; `title` heads a block that has none.
 */
export function FaqBlock({ faqs, title }: { faqs: Faq[]; title?: string }) {
  if (faqs.length === 0) return null;
  return (
    <section className="my-6" data-testid="faq-block">
      {title && <h2 className="mb-3 text-xl font-semibold">{title}</h2>}
      <div className="divide-y divide-line rounded-lg border border-line bg-white">
        {faqs.map((faq) => (
          <details key={faq.id} className="group" lang={faq.lng} data-testid="faq-item">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
              <span>{faq.q}</span>
              <span className="shrink-0 text-brand-700 transition-transform group-open:rotate-90 motion-reduce:transition-none">
                <ChevronRightIcon />
              </span>
            </summary>
            <div className="px-4 pb-4 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0">
              <SanitisedHtml html={faq.a} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
