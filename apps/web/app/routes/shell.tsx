import type { PharmacyDetails } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient, useQuery } from '@tanstack/react-query';
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useMatches } from 'react-router';
import { AddToCartDialogHost, CardAddToCart, CartRuntime } from '~/features/cart';
import { ProductCardActionProvider } from '~/features/catalog';
import { ConsentBanner, ConsentProvider, consentFromCookies, ThirdPartyScripts } from '~/features/consent';
import { HealthAssistant } from '~/features/loyalty';
import { getPharmacyDetails, PharmacyTrustBlock } from '~/features/pharmacy';
import { ReferDialogHost } from '~/features/referrals';
import {
  CartPanelHost,
  cmsLinksOf,
  cmsLinksQuery,
  ErrorBoundary,
  Footer,
  Header,
  HeaderMessageBar,
  headerMessageQuery,
  mainMenuQuery,
  ScrollToTop,
  SideMenuHost,
  useRouteChangeEffects,
} from '~/features/shell';
import { AddToWishlistDialogHost, GuestWishlistsMerge } from '~/features/wishlists';
import { useLanguage } from '~/lib/language';
import { languageOf } from '~/lib/public-config';
import { ModalsProvider } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/shell';

export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const language = languageOf(new URL(request.url).pathname);
  const [pharmacy] = await Promise.all([
    getPharmacyDetails(language).catch(() => null),
    queryClient.prefetchQuery(mainMenuQuery(language)),
    queryClient.prefetchQuery(cmsLinksQuery(language)),
    queryClient.prefetchQuery(headerMessageQuery(language)),
  ]);
  return {
    dehydratedState: dehydrate(queryClient),
    pharmacy,
    consent: consentFromCookies(request.headers.get('cookie'), new Date()),
  };
}

/** The menu, links and header message change seldom; they are not fetched again on every navigation. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageOf(currentUrl.pathname) !== languageOf(nextUrl.pathname);
}

/** Checkout pages draw their own frame (spec 001 §2): logo and stepper, no shop header or footer. */
function useCheckoutFrame(): boolean {
  return useMatches().some(
    (match) => (match.handle as { checkoutFrame?: boolean } | undefined)?.checkoutFrame === true,
  );
}

function ShellLayout({ pharmacy }: { pharmacy: PharmacyDetails | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const menu = useQuery(mainMenuQuery(language)).data?.items ?? [];
  const links = useQuery(cmsLinksQuery(language)).data?.items ?? [];
  const headerMessage = useQuery(headerMessageQuery(language)).data;
  const checkoutFrame = useCheckoutFrame();
  useRouteChangeEffects();
  if (checkoutFrame) {
    return (
      <>
        <ConsentBanner />
        <CartRuntime />
        <GuestWishlistsMerge />
        <ErrorBoundary resetKey={location.key}>
          <Outlet />
        </ErrorBoundary>
        <ThirdPartyScripts />
      </>
    );
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
      >
        {t('skip_to_content')}
      </a>
      {/* First after the skip link: a keyboard reaches the choice before the page, which it overlays. */}
      <ConsentBanner />
      <HeaderMessageBar message={headerMessage} />
      <Header menu={menu} links={cmsLinksOf(links, 'sh')} assistant={<HealthAssistant />} />
      <SideMenuHost items={menu} links={cmsLinksOf(links, 'sm')} />
      <CartPanelHost />
      <CartRuntime />
      <GuestWishlistsMerge />
      <AddToCartDialogHost />
      <AddToWishlistDialogHost />
      <ReferDialogHost />
      <main id="main" className="min-h-[50vh]">
        <ErrorBoundary resetKey={location.key}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {/* The legal identity an EU online pharmacy shows on every page (Directive 2011/62/EU). */}
      <Footer links={links} trustBlock={<PharmacyTrustBlock details={pharmacy} />} />
      <ScrollToTop />
      <ThirdPartyScripts />
    </>
  );
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ConsentProvider initial={loaderData.consent}>
        <ModalsProvider>
          <ProductCardActionProvider value={CardAddToCart}>
            <ShellLayout pharmacy={loaderData.pharmacy} />
          </ProductCardActionProvider>
        </ModalsProvider>
      </ConsentProvider>
    </HydrationBoundary>
  );
}
