import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  EventView,
  eventJsonLd,
  eventTrails,
  eventTranslations,
  getEventByUrl,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { shopName } from '~/lib/public-config';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/event';

const namespaces = [contentTranslations, eventTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { language, signal } = context;
    const event = await getEventByUrl(language, params.eurl, signal);
    const seo = contentPageSeo(context, {
      title: event.tl,
      description: event.dsm,
      trail: (t) => eventTrails.event(t, event),
      jsonLd: (canonical, address) => [eventJsonLd(event, canonical, address, shopName(language))],
    });
    return { seo, event };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return <EventView event={loaderData.event} />;
}

export const ErrorBoundary = RouteErrorBoundary;
