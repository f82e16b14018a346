import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  ArticleCategoryPage,
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  getArticleCategories,
  getArticleCategoryByUrl,
  getArticles,
  pageOf,
  trails,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/blog-category';

const namespaces = [contentTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { url, language, signal } = context;
    const page = pageOf(url.searchParams);
    const [category, categories] = await Promise.all([
      getArticleCategoryByUrl(language, params.eurl, signal),
      getArticleCategories(language, signal),
    ]);
    const list = await getArticles(language, { kind: 'category', id: category.id }, page, signal);
    const seo = contentPageSeo(context, {
      title: category.tl,
      description:
        category.ds || translate(language, 'content:articles.category_description', { name: category.tl }),
      trail: (t) => trails.articleCategory(t, category),
    });
    return { seo, category, categories: categories.items, list, page };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function BlogCategoryRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleCategoryPage {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
