import type { SearchLink } from '@shop/contract';
import { useLanguage } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { getSearchAlternatives } from '../api/get-search-alternatives';
import { LinkChips } from './link-chips';

function Links({ title, links, testId }: { title: string; links: SearchLink[]; testId: string }) {
  if (links.length === 0) return null;
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <LinkChips links={links} testId={testId} className="justify-center" />
    </section>
  );
}

/** A search that found nothing says so and offers close spellings and the main categories. */
export function NoResults({ searchTerm }: { searchTerm: string }) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const { data } = useBrowserData(['search', 'alternatives', language, searchTerm], (signal) =>
    getSearchAlternatives(language, searchTerm, signal),
  );
  return (
    <div className="py-10 text-center [overflow-wrap:anywhere]">
      <p className="text-muted">{t('no_results', { key: searchTerm })}</p>
      {data && (
        <>
          <Links title={t('did_you_mean')} links={data.spellings} testId="close-spellings" />
          <Links title={t('browse_categories')} links={data.categories} testId="main-categories" />
        </>
      )}
    </div>
  );
}
