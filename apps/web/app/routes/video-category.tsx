import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  getVideoCategoryByUrl,
  getVideos,
  pageOf,
  trails,
  VideoCategoryPage,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/video-category';

const namespaces = [contentTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { url, language, signal } = context;
    const page = pageOf(url.searchParams);
    const category = await getVideoCategoryByUrl(language, params.eurl, signal);
    const list = await getVideos(language, { kind: 'category', id: category.id }, page, undefined, signal);
    const seo = contentPageSeo(context, {
      title: category.tl,
      description:
        category.ds || translate(language, 'content:videos.category_description', { name: category.tl }),
      trail: (t) => trails.videoCategory(t, category),
    });
    return { seo, category, list, page };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function VideoCategoryRoute({ loaderData }: Route.ComponentProps) {
  return <VideoCategoryPage {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
