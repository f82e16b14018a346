import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  getVideoCategories,
  getVideos,
  TutorialsPage,
  trails,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/tutorials';

const namespaces = [contentTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { language, signal } = context;
    const categories = await getVideoCategories(language, signal);
    const sections = await Promise.all(
      categories.items.map(async (category) => ({
        category,
        list: await getVideos(language, { kind: 'category', id: category.id }, 1, undefined, signal),
      })),
    );
    const seo = contentPageSeo(context, {
      title: translate(language, 'content:videos.title'),
      description: translate(language, 'content:videos.description'),
      trail: trails.videos,
    });
    return { seo, sections };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function TutorialsRoute({ loaderData }: Route.ComponentProps) {
  return <TutorialsPage sections={loaderData.sections} />;
}

export const ErrorBoundary = RouteErrorBoundary;
