import { HydrationBoundary } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  ArticleCategoryPage,
  articleCategoriesQuery,
  articleCategoryByUrlQuery,
  articlesQuery,
  contentPageSeo,
  contentTranslations,
  pageOf,
  trails,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import type { Route } from './+types/blog-category';

registerRouteNamespaces(contentTranslations);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { url, language, queryClient } = context;
    const [category] = await Promise.all([
      queryClient.fetchQuery(articleCategoryByUrlQuery(language, params.eurl)),
      queryClient.fetchQuery(articleCategoriesQuery(language)),
    ]);
    await queryClient.fetchQuery(
      articlesQuery(language, { kind: 'category', id: category.id }, pageOf(url.searchParams)),
    );
    return contentPageSeo(context, {
      title: category.tl,
      description:
        category.ds || translate(language, 'content:articles.category_description', { name: category.tl }),
      trail: (t) => trails.articleCategory(t, category),
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function BlogCategory() {
  const { eurl = '' } = useParams();
  return <ArticleCategoryPage eurl={eurl} />;
}

export default function BlogCategoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BlogCategory />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
