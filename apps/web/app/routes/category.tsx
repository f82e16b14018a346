import { localizePath } from '@shop/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import {
  Breadcrumbs,
  breadcrumbJsonLd,
  categoryByUrlQuery,
  listingState,
  loadSeoPage,
  type PageSeo,
  ProductListing,
  pageUrls,
  plainText,
  productsByCategoryQuery,
  seoPageMeta,
} from '~/features/catalog';
import { CustomContentBlock, customContentQuery } from '~/features/content';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import type { Route } from './+types/category';

/** The text the shop may place above a category's products. */
const introOf = (categoryId: number) =>
  ({
    entityType: 'Category',
    entityId: categoryId,
    subkey: 'intro',
    fallbackToDefaultLanguage: true,
  }) as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async ({ url, language, paths, queryClient }) => {
    const category = await queryClient.fetchQuery(categoryByUrlQuery(language, params.eurl));
    await Promise.all([
      queryClient.fetchQuery(productsByCategoryQuery(language, category.id, listingState(url.searchParams))),
      queryClient.fetchQuery(customContentQuery(language, introOf(category.id))),
    ]);
    const seo: PageSeo = {
      title: category.nm,
      description:
        plainText(category.ds) || translate(language, 'catalog:category_description', { name: category.nm }),
      ...pageUrls(url, paths, language),
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
    return seo;
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

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
      <CustomContentBlock {...introOf(category.id)} className="mb-6 max-w-3xl text-sm" />
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
