import { lazy, Suspense } from 'react';
import { useConsent } from '../consent-context';
import { ConsentBanner as BannerRenderedOnServer } from './consent-banner';

/**
 * The server writes the banner into the page at once (no flash, and it works without scripts);
 * the browser loads its code and texts only when it shows, and meanwhile keeps the server's markup.
 */
const ConsentBanner = import.meta.env.SSR
  ? BannerRenderedOnServer
  : lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })));

/** Mounted by the shell: the banner while the visitor has not chosen, or asked to change the choice. */
export function ConsentBannerHost() {
  const { bannerOpen } = useConsent();
  if (!bannerOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
