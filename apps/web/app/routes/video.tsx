import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  getVideoByUrl,
  getVideos,
  textOf,
  trails,
  VideoView,
  videoJsonLd,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/video';

const namespaces = [contentTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { language, signal } = context;
    const video = await getVideoByUrl(language, params.eurl, signal);
    const category = await getVideos(
      language,
      { kind: 'category', id: video.category.id },
      1,
      undefined,
      signal,
    );
    const seo = contentPageSeo(context, {
      title: video.tl,
      description: textOf(video.ds) || video.tl,
      trail: (t) => trails.video(t, video),
      jsonLd: (_canonical, address) => [videoJsonLd(video, address)],
    });
    return { seo, video, moreInCategory: category.items };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function VideoRoute({ loaderData }: Route.ComponentProps) {
  const { video, moreInCategory } = loaderData;
  // Keyed by the video: another video starts on its poster again.
  return <VideoView key={video.id} video={video} moreInCategory={moreInCategory} />;
}

export const ErrorBoundary = RouteErrorBoundary;
