import { languageOfPath, localizePath } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { data, useParams, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { categoryByUrlQuery } from '~/features/catalog/api/get-category-by-url';
import { productsByCategoryQuery } from '~/features/catalog/api/get-products-by-category';
import { Breadcrumbs } from '~/features/catalog/components/breadcrumbs';
import { ProductListing } from '~/features/catalog/components/product-listing';
import { listingState } from '~/features/catalog/listing-state';
import { breadcrumbJsonLd, type PageSeo, pageUrls, plainText, seoMeta } from '~/features/catalog/seo';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import { publicConfigFromEnv } from '~/lib/public-config';
import type { Route } from './+types/category';

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(url.pathname, paths.defaultLanguage);
  const queryClient = new QueryClient();
  try {
    const category = await queryClient.fetchQuery(categoryByUrlQuery(language, params.eurl));
    await queryClient.fetchQuery(
      productsByCategoryQuery(language, category.id, listingState(url.searchParams)),
    );
    const seo: PageSeo = {
      title: category.nm,
      description:
        plainText(category.ds) || translate(language, 'catalog:category_description', { name: category.nm }),
      ...pageUrls(request.url, paths, language),
      jsonLd: [
        breadcrumbJsonLd(
          url.origin,
          category.breadcrumbs.map((crumb) => ({
            name: crumb.nm,
            path: localizePath(language, `/categories/${crumb.eurl}`, paths),
          })),
        ),
      ],
    };
    return { seo, dehydratedState: dehydrate(queryClient) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta = ({ data: loaderData, location }: Route.MetaArgs) =>
  loaderData ? seoMeta(loaderData.seo, translate(languageOfPath(location.pathname), 'shop_name')) : [];

function CategoryPage() {
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const [params] = useSearchParams();
  const state = listingState(params);
  const { data: category } = useSuspenseQuery(categoryByUrlQuery(language, eurl));
  const { data: listing } = useSuspenseQuery(productsByCategoryQuery(language, category.id, state));
  return (
    <div className="container-page py-6">
      <Breadcrumbs trail={category.breadcrumbs.slice(0, -1)} current={category.nm} />
      <h1 className="mb-4 text-2xl font-semibold">{category.nm}</h1>
      <ProductListing listing={listing} state={state} title={category.nm} />
    </div>
  );
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CategoryPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
