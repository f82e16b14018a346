import { useMemo } from 'react';
import { useLanguage } from '~/lib/language';
import { useIsAuthenticated } from '~/lib/session';
import { useBrowserData } from '~/lib/use-browser-data';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';
import { getPersonalised } from '../api/get-personalised';
import { shuffled } from '../shuffle';
import { ProductRail, RailSection } from './product-rail';

/**
 * Products picked for the shopper, shuffled (spec 000 §9). They depend on the session, which only
 * the browser knows, so they load and shuffle after hydration and the server's HTML stays the
 * same for everyone; the section keeps its height meanwhile.
 */
export function PersonalisedProducts() {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const hydrated = useHydrated();
  const signedIn = useIsAuthenticated();
  // Keyed by whether a customer is signed in, so signing in or out picks again.
  const { data } = useBrowserData(
    hydrated ? ['merchandising', 'personalised', language, signedIn] : null,
    (signal) => getPersonalised(language, signal),
  );
  const products = useMemo(() => shuffled(data?.items ?? []), [data]);
  if (data && products.length === 0) return null;
  const title = data?.basis === 'customer' ? t('personalised_title') : t('picks_title');
  return (
    <RailSection id="home-personalised" title={title}>
      {products.length > 0 ? (
        <ProductRail products={products} label={title} />
      ) : (
        <div className="h-80" aria-hidden="true" />
      )}
    </RailSection>
  );
}
