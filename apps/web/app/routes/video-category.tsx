import { HydrationBoundary } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  contentPageSeo,
  contentTranslations,
  pageOf,
  trails,
  VideoCategoryPage,
  videoCategoryByUrlQuery,
  videosQuery,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import type { Route } from './+types/video-category';

registerRouteNamespaces(contentTranslations);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { url, language, queryClient } = context;
    const category = await queryClient.fetchQuery(videoCategoryByUrlQuery(language, params.eurl));
    await queryClient.fetchQuery(
      videosQuery(language, { kind: 'category', id: category.id }, pageOf(url.searchParams)),
    );
    return contentPageSeo(context, {
      title: category.tl,
      description:
        category.ds || translate(language, 'content:videos.category_description', { name: category.tl }),
      trail: (t) => trails.videoCategory(t, category),
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function VideoCategory() {
  const { eurl = '' } = useParams();
  return <VideoCategoryPage eurl={eurl} />;
}

export default function VideoCategoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <VideoCategory />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
