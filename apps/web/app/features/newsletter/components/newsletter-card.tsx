import type { ReactNode } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';

/** The frame of the pages a newsletter mail's links open, with a way back to the shop. */
export function NewsletterCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('newsletter');
  return (
    <section className="container-page py-10">
      <div className="mx-auto max-w-md space-y-4 rounded-lg border border-line p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
        <LocalizedLink to="/" className="inline-block text-sm text-brand-700 underline">
          {t('card_home')}
        </LocalizedLink>
      </div>
    </section>
  );
}
