import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  contentPageSeo,
  contentTranslations,
  EventView,
  eventByUrlQuery,
  eventJsonLd,
  eventTrails,
  eventTranslations,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { shopName } from '~/lib/public-config';
import type { Route } from './+types/event';

registerRouteNamespaces(contentTranslations, eventTranslations);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { language, queryClient } = context;
    const event = await queryClient.fetchQuery(eventByUrlQuery(language, params.eurl));
    return contentPageSeo(context, {
      title: event.tl,
      description: event.dsm,
      trail: (t) => eventTrails.event(t, event),
      jsonLd: (canonical, address) => [eventJsonLd(event, canonical, address, shopName(language))],
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function Event() {
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const { data: event } = useSuspenseQuery(eventByUrlQuery(language, eurl));
  return <EventView event={event} />;
}

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Event />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
