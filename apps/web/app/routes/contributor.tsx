import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  ContributorPage,
  contentCardTranslations,
  contentPageSeo,
  contentTranslations,
  eventTranslations,
  getArticles,
  getContributorByUrl,
  getContributorEvents,
  getContributorVideos,
  pageOf,
  personJsonLd,
  textOf,
  trails,
} from '~/features/content';
import { loadRouteNamespaces } from '~/lib/i18n';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/contributor';

const namespaces = [contentTranslations, eventTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { url, language, signal } = context;
    const page = pageOf(url.searchParams);
    const contributor = await getContributorByUrl(language, params.eurl, signal);
    const [articles, videos, events] = await Promise.all([
      getArticles(language, { kind: 'contributor', id: contributor.id }, page, signal),
      getContributorVideos(language, contributor.id, signal),
      getContributorEvents(language, contributor.id, signal),
    ]);
    const seo = contentPageSeo(context, {
      title: contributor.nm,
      description: textOf(contributor.bio) || contributor.role,
      trail: (t) => trails.contributor(t, contributor),
      jsonLd: (canonical, address) => [personJsonLd(contributor, canonical, address)],
    });
    return { seo, contributor, articles, videos, events, page };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function ContributorRoute({ loaderData }: Route.ComponentProps) {
  return <ContributorPage {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
