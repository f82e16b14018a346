import { type ProductListing as Listing, SEARCH_PAGE_SIZE } from '@shop/contract';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import {
  Breadcrumbs,
  type ListingState,
  listingState,
  loadPublicPage,
  type PageSeo,
  ProductListing,
  pageUrls,
  seoPageMeta,
} from '~/features/catalog';
import { ClicksReported, NoResults, searchKey, searchWithFilters } from '~/features/search';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/search-results';

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ url, language, paths, signal }) => {
    const key = searchKey(url.searchParams);
    const state = listingState(url.searchParams, SEARCH_PAGE_SIZE);
    const listing = key ? await searchWithFilters(language, key, state, signal) : null;
    const seo: PageSeo = {
      title: key
        ? translate(language, 'search:results_for', { key })
        : translate(language, 'search:results_title'),
      description: translate(language, 'meta_description'),
      ...pageUrls(url, paths, language, ['key', 'page']),
      jsonLd: [],
    };
    return { seo, key, state, listing };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => [
  ...seoPageMeta(args),
  // Result pages are for shoppers, not for the index.
  ...(args.data ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

function Results({
  searchTerm,
  state,
  listing,
}: {
  searchTerm: string;
  state: ListingState;
  listing: Listing;
}) {
  const { t } = useTranslation('search');
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

export default function SearchResultsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('search');
  const { key, state, listing } = loaderData;
  return (
    <div className="container-page py-6">
      <Breadcrumbs trail={[]} current={t('results_title')} />
      {key && listing ? (
        <Results searchTerm={key} state={state} listing={listing} />
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-semibold">{t('results_title')}</h1>
          <p className="text-muted">{t('no_key')}</p>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
