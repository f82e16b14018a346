import { HydrationBoundary } from '@tanstack/react-query';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  ArticlesPage,
  articleCategoriesQuery,
  articlesQuery,
  contentPageSeo,
  contentTranslations,
  pageOf,
  trails,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import type { Route } from './+types/blogs';

registerRouteNamespaces(contentTranslations);

export async function loader({ request }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { url, language, queryClient } = context;
    await Promise.all([
      queryClient.fetchQuery(articleCategoriesQuery(language)),
      queryClient.fetchQuery(articlesQuery(language, { kind: 'all' }, pageOf(url.searchParams))),
    ]);
    return contentPageSeo(context, {
      title: translate(language, 'content:articles.title'),
      description: translate(language, 'content:articles.description'),
      trail: trails.articles,
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function BlogsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ArticlesPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
