import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  EventsPage,
  eventTrails,
  eventTranslations,
  getPastEvents,
  getUpcomingEvents,
  pageOf,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/events';

const namespaces = [contentTranslations, eventTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { url, language, signal } = context;
    const page = pageOf(url.searchParams);
    const [upcoming, past] = await Promise.all([
      getUpcomingEvents(language, signal),
      getPastEvents(language, page, signal),
    ]);
    const seo = contentPageSeo(context, {
      title: translate(language, 'content-events:title'),
      description: translate(language, 'content-events:description'),
      trail: eventTrails.events,
    });
    return { seo, upcoming, past, page };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsPage {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
