import { HydrationBoundary } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  articlesQuery,
  ContributorPage,
  contentPageSeo,
  contentTranslations,
  contributorByUrlQuery,
  contributorEventsQuery,
  contributorVideosQuery,
  eventTranslations,
  pageOf,
  personJsonLd,
  textOf,
  trails,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import type { Route } from './+types/contributor';

registerRouteNamespaces(contentTranslations, eventTranslations);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { url, language, queryClient } = context;
    const contributor = await queryClient.fetchQuery(contributorByUrlQuery(language, params.eurl));
    await Promise.all([
      queryClient.fetchQuery(
        articlesQuery(language, { kind: 'contributor', id: contributor.id }, pageOf(url.searchParams)),
      ),
      queryClient.fetchQuery(contributorVideosQuery(language, contributor.id)),
      queryClient.fetchQuery(contributorEventsQuery(language, contributor.id)),
    ]);
    return contentPageSeo(context, {
      title: contributor.nm,
      description: textOf(contributor.bio) || contributor.role,
      trail: (t) => trails.contributor(t, contributor),
      jsonLd: (canonical, address) => [personJsonLd(contributor, canonical, address)],
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function Contributor() {
  const { eurl = '' } = useParams();
  return <ContributorPage eurl={eurl} />;
}

export default function ContributorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Contributor />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
