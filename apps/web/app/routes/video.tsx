import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  contentPageSeo,
  contentTranslations,
  textOf,
  trails,
  VideoView,
  videoByUrlQuery,
  videoJsonLd,
  videosQuery,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import type { Route } from './+types/video';

registerRouteNamespaces(contentTranslations);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { language, queryClient } = context;
    const video = await queryClient.fetchQuery(videoByUrlQuery(language, params.eurl));
    await queryClient.fetchQuery(videosQuery(language, { kind: 'category', id: video.category.id }));
    return contentPageSeo(context, {
      title: video.tl,
      description: textOf(video.ds) || video.tl,
      trail: (t) => trails.video(t, video),
      jsonLd: (_canonical, address) => [videoJsonLd(video, address)],
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function VideoPage() {
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const { data: video } = useSuspenseQuery(videoByUrlQuery(language, eurl));
  // Keyed by the video: another video starts on its poster again.
  return <VideoView key={video.id} video={video} />;
}

export default function VideoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <VideoPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
