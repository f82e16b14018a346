import { LocalizedLink } from '~/components/localized-link';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import {
  getManufacturerByUrl,
  getProductsByManufacturer,
  listingState,
  loadPublicPage,
  type PageSeo,
  ProductListing,
  pageUrls,
  plainText,
  seoPageMeta,
} from '~/features/catalog';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/brand';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ url, language, paths, signal }) => {
    const brand = await getManufacturerByUrl(language, params.eurl, signal);
    const state = listingState(url.searchParams);
    const listing = await getProductsByManufacturer(language, brand.id, state, signal);
    const seo: PageSeo = {
      title: brand.nm,
      description:
        plainText(brand.ds) || translate(language, 'catalog:brand_description', { name: brand.nm }),
      ...pageUrls(url, paths, language),
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Brand', name: brand.nm }],
    };
    return { seo, brand, listing, state };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { brand, listing, state } = loaderData;
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

export const ErrorBoundary = RouteErrorBoundary;
