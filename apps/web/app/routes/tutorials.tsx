import { HydrationBoundary } from '@tanstack/react-query';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  contentPageSeo,
  contentTranslations,
  TutorialsPage,
  trails,
  videoCategoriesQuery,
  videosQuery,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import type { Route } from './+types/tutorials';

registerRouteNamespaces(contentTranslations);

export async function loader({ request }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { language, queryClient } = context;
    const categories = await queryClient.fetchQuery(videoCategoriesQuery(language));
    await Promise.all(
      categories.items.map((category) =>
        queryClient.fetchQuery(videosQuery(language, { kind: 'category', id: category.id })),
      ),
    );
    return contentPageSeo(context, {
      title: translate(language, 'content:videos.title'),
      description: translate(language, 'content:videos.description'),
      trail: trails.videos,
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function TutorialsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <TutorialsPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
