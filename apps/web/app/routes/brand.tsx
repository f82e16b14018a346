import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import {
  listingState,
  loadSeoPage,
  manufacturerByUrlQuery,
  type PageSeo,
  ProductListing,
  pageUrls,
  plainText,
  productsByManufacturerQuery,
  seoPageMeta,
} from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/brand';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async ({ url, language, paths, queryClient }) => {
    const brand = await queryClient.fetchQuery(manufacturerByUrlQuery(language, params.eurl));
    await queryClient.fetchQuery(
      productsByManufacturerQuery(language, brand.id, listingState(url.searchParams)),
    );
    const seo: PageSeo = {
      title: brand.nm,
      description:
        plainText(brand.ds) || translate(language, 'catalog:brand_description', { name: brand.nm }),
      ...pageUrls(url, paths, language),
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Brand', name: brand.nm }],
    };
    return seo;
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function BrandPage() {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const [params] = useSearchParams();
  const state = listingState(params);
  const { data: brand } = useSuspenseQuery(manufacturerByUrlQuery(language, eurl));
  const { data: listing } = useSuspenseQuery(productsByManufacturerQuery(language, brand.id, state));
  return (
    <div className="container-page py-6">
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <LocalizedLink to="/">{t('home')}</LocalizedLink>
          </li>
          <li className="before:mr-1 before:content-['/']">
            <LocalizedLink to="/brands">{t('brands.title')}</LocalizedLink>
          </li>
          <li className="before:mr-1 before:content-['/']" aria-current="page">
            {brand.nm}
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-semibold">{brand.nm}</h1>
      {brand.ds && <p className="mt-1 mb-4 text-muted">{brand.ds}</p>}
      <ProductListing listing={listing} state={state} title={brand.nm} />
    </div>
  );
}

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BrandPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
