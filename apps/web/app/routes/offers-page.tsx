import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage } from '~/features/catalog';
import { getOffers, OffersList, promotionTranslations } from '~/features/promotions';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/offers-page';

const namespaces = [promotionTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

/** The offers are rendered on the server, for search engines and a fast first paint. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ language, signal }) => ({
    offers: await getOffers(language, signal),
  }));
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.offers-page');

export default function OffersPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('promotions');
  return (
    <div className="container-page space-y-4 py-8">
      <h1 className="text-2xl font-semibold">{t('offers_title')}</h1>
      <p className="text-muted">{t('offers_intro')}</p>
      <OffersList offers={loaderData.offers} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
