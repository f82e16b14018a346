import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  ArticleView,
  articleByUrlQuery,
  articleJsonLd,
  articleProductsQuery,
  articlesQuery,
  contentPageSeo,
  contentTranslations,
  trails,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import type { Route } from './+types/blog-post';

registerRouteNamespaces(contentTranslations);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { language, queryClient } = context;
    const entry = await queryClient.fetchQuery(articleByUrlQuery(language, params.eurl));
    await Promise.all([
      queryClient.fetchQuery(articlesQuery(language, { kind: 'category', id: entry.category.id })),
      queryClient.fetchQuery(articleProductsQuery(language, entry.body)),
    ]);
    return contentPageSeo(context, {
      title: entry.tl,
      description: entry.dsm,
      trail: (t) => trails.article(t, entry),
      jsonLd: (canonical, address) => [articleJsonLd(entry, canonical, address)],
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function BlogPost() {
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const { data: entry } = useSuspenseQuery(articleByUrlQuery(language, eurl));
  // Keyed by the article: moving to another article is a new page view with its own read report.
  return <ArticleView key={entry.id} entry={entry} />;
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BlogPost />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
