import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  ArticlesPage,
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  getArticleCategories,
  getArticles,
  pageOf,
  trails,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/blogs';

const namespaces = [contentTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { url, language, signal } = context;
    const page = pageOf(url.searchParams);
    const [categories, list] = await Promise.all([
      getArticleCategories(language, signal),
      getArticles(language, { kind: 'all' }, page, signal),
    ]);
    const seo = contentPageSeo(context, {
      title: translate(language, 'content:articles.title'),
      description: translate(language, 'content:articles.description'),
      trail: trails.articles,
    });
    return { seo, categories: categories.items, list, page };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function BlogsRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlesPage {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
