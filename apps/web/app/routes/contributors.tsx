import { HydrationBoundary } from '@tanstack/react-query';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  ContributorsPage,
  contentPageSeo,
  contentTranslations,
  contributorsQuery,
  trails,
} from '~/features/content';
import { registerRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import type { Route } from './+types/contributors';

registerRouteNamespaces(contentTranslations);

export async function loader({ request }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { language, queryClient } = context;
    await queryClient.fetchQuery(contributorsQuery(language));
    return contentPageSeo(context, {
      title: translate(language, 'content:contributors.title'),
      description: translate(language, 'content:contributors.description'),
      trail: trails.contributors,
    });
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function ContributorsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ContributorsPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
