import { languageOfPath, SEARCH_PAGE_SIZE } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import {
  Breadcrumbs,
  listingState,
  type PageSeo,
  ProductListing,
  pageUrls,
  seoMeta,
} from '~/features/catalog';
import { ClicksReported, NoResults, searchKey, searchQuery } from '~/features/search';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import { languageOf, publicConfigFromEnv, shopName } from '~/lib/public-config';
import { publicPageUrl } from '~/lib/public-origin';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/search-results';

export async function loader({ request }: Route.LoaderArgs) {
  const url = publicPageUrl(request);
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(url.pathname, paths.defaultLanguage);
  const key = searchKey(url.searchParams);
  const queryClient = new QueryClient();
  if (key)
    await queryClient.fetchQuery(
      searchQuery(language, key, listingState(url.searchParams, SEARCH_PAGE_SIZE)),
    );
  const seo: PageSeo = {
    title: key
      ? translate(language, 'search:results_for', { key })
      : translate(language, 'search:results_title'),
    description: translate(language, 'meta_description'),
    ...pageUrls(url, paths, language, ['key', 'page']),
    jsonLd: [],
  };
  return { seo, dehydratedState: dehydrate(queryClient) };
}

export const meta = ({ data: loaderData, location }: Route.MetaArgs) =>
  loaderData
    ? [
        ...seoMeta(loaderData.seo, shopName(languageOf(location.pathname))),
        // Result pages are for shoppers, not for the index.
        { name: 'robots', content: 'noindex, follow' },
      ]
    : [];

function Results({ searchTerm }: { searchTerm: string }) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const [params] = useSearchParams();
  const state = listingState(params, SEARCH_PAGE_SIZE);
  const { data: listing } = useSuspenseQuery(searchQuery(language, searchTerm, state));
  const title = t('results_for', { key: searchTerm });
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold [overflow-wrap:anywhere]">{title}</h1>
      {listing.total === 0 && state.q === '' ? (
        <NoResults searchTerm={searchTerm} />
      ) : (
        <ClicksReported searchTerm={searchTerm}>
          <ProductListing listing={listing} state={state} title={title} />
        </ClicksReported>
      )}
    </>
  );
}

function SearchResultsPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const key = searchKey(params);
  return (
    <div className="container-page py-6">
      <Breadcrumbs trail={[]} current={t('results_title')} />
      {key ? (
        <Results searchTerm={key} />
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-semibold">{t('results_title')}</h1>
          <p className="text-muted">{t('no_key')}</p>
        </>
      )}
    </div>
  );
}

export default function SearchResultsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SearchResultsPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
