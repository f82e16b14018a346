import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  ArticleView,
  articleJsonLd,
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  getArticleByUrl,
  getArticleProducts,
  getArticles,
  trails,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/blog-post';

const namespaces = [contentTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { language, signal } = context;
    const entry = await getArticleByUrl(language, params.eurl, signal);
    const [category, products] = await Promise.all([
      getArticles(language, { kind: 'category', id: entry.category.id }, 1, signal),
      getArticleProducts(language, entry.body, signal),
    ]);
    const seo = contentPageSeo(context, {
      title: entry.tl,
      description: entry.dsm,
      trail: (t) => trails.article(t, entry),
      jsonLd: (canonical, address) => [articleJsonLd(entry, canonical, address)],
    });
    return { seo, entry, products: products.items, moreInCategory: category.items };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { entry, products, moreInCategory } = loaderData;
  // Keyed by the article: moving to another article is a new page view with its own read report.
  return <ArticleView key={entry.id} entry={entry} products={products} moreInCategory={moreInCategory} />;
}

export const ErrorBoundary = RouteErrorBoundary;
