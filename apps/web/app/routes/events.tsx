import { HydrationBoundary } from '@tanstack/react-query';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  contentPageSeo,
  contentTranslations,
  EventsPage,
  eventTrails,
  eventTranslations,
  pageOf,
  pastEventsQuery,
  upcomingEventsQuery,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import type { Route } from './+types/events';

registerRouteNamespaces(contentTranslations, eventTranslations);

export async function loader({ request }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { url, language, queryClient } = context;
    await Promise.all([
      queryClient.fetchQuery(upcomingEventsQuery(language)),
      queryClient.fetchQuery(pastEventsQuery(language, pageOf(url.searchParams))),
    ]);
    return contentPageSeo(context, {
      title: translate(language, 'content-events:title'),
      description: translate(language, 'content-events:description'),
      trail: eventTrails.events,
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <EventsPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
