import { languageOfPath } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { OffersList, offersQuery, promotionTranslations } from '~/features/promotions';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import { publicConfigFromEnv } from '~/lib/public-config';
import { publicPageUrl } from '~/lib/public-origin';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/offers-page';

registerRouteNamespaces(promotionTranslations);

/** The offers are rendered on the server, for search engines and a fast first paint. */
export async function loader({ request }: Route.LoaderArgs) {
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(publicPageUrl(request).pathname, paths.defaultLanguage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.prefetchQuery(offersQuery(language));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.offers-page');

export default function OffersPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('promotions');
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="container-page space-y-4 py-8">
        <h1 className="text-2xl font-semibold">{t('offers_title')}</h1>
        <p className="text-muted">{t('offers_intro')}</p>
        <OffersList />
      </div>
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
