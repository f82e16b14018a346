import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  ContributorsPage,
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  getContributors,
  trails,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/contributors';

const namespaces = [contentTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { language, signal } = context;
    const contributors = await getContributors(language, signal);
    const seo = contentPageSeo(context, {
      title: translate(language, 'content:contributors.title'),
      description: translate(language, 'content:contributors.description'),
      trail: trails.contributors,
    });
    return { seo, contributors: contributors.items };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function ContributorsRoute({ loaderData }: Route.ComponentProps) {
  return <ContributorsPage contributors={loaderData.contributors} />;
}

export const ErrorBoundary = RouteErrorBoundary;
