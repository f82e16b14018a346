import { localizePath } from '@shop/contract';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import {
  Breadcrumbs,
  breadcrumbJsonLd,
  getCategoryByUrl,
  getProductsByCategory,
  listingState,
  loadPublicPage,
  type PageSeo,
  ProductListing,
  pageUrls,
  plainText,
  seoPageMeta,
} from '~/features/catalog';
import { CustomContentBlock, getCustomContent } from '~/features/content';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
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
  return loadPublicPage(request, async ({ url, language, paths, signal }) => {
    const category = await getCategoryByUrl(language, params.eurl, signal);
    const state = listingState(url.searchParams);
    const [listing, intro] = await Promise.all([
      getProductsByCategory(language, category.id, state, signal),
      getCustomContent(language, introOf(category.id), signal),
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
    return { seo, category, listing, state, intro };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { category, listing, state, intro } = loaderData;
  return (
    <div className="container-page py-6">
      <Breadcrumbs trail={category.breadcrumbs.slice(0, -1)} current={category.nm} />
      <h1 className="mb-4 text-2xl font-semibold">{category.nm}</h1>
      <CustomContentBlock content={intro} className="mb-6 max-w-3xl text-sm" />
      <ProductListing listing={listing} state={state} title={category.nm} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
