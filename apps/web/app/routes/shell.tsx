import type { PharmacyDetails } from '@shop/contract';
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
  ErrorBoundary,
  Footer,
  getCmsLinks,
  getHeaderMessage,
  getMainMenu,
  Header,
  HeaderMessageBar,
  ScrollToTop,
  SideMenuHost,
  useRouteChangeEffects,
} from '~/features/shell';
import { AddToWishlistDialogHost, GuestWishlistsMerge } from '~/features/wishlists';
import { languageOf } from '~/lib/public-config';
import { ModalsProvider } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/shell';

/** The menu, the cms links and the header message are public: the server's HTML has them (decision 054). */
export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const { signal } = request;
  const [menu, links, headerMessage, pharmacy] = await Promise.all([
    getMainMenu(language, signal),
    getCmsLinks(language, signal),
    getHeaderMessage(language, signal),
    getPharmacyDetails(language).catch(() => null),
  ]);
  return {
    menu: menu.items,
    links: links.items,
    headerMessage,
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

function ShellLayout({
  menu,
  links,
  headerMessage,
  pharmacy,
}: Pick<Route.ComponentProps['loaderData'], 'menu' | 'links' | 'headerMessage'> & {
  pharmacy: PharmacyDetails | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
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
    <ConsentProvider initial={loaderData.consent}>
      <ModalsProvider>
        <ProductCardActionProvider value={CardAddToCart}>
          <ShellLayout
            menu={loaderData.menu}
            links={loaderData.links}
            headerMessage={loaderData.headerMessage}
            pharmacy={loaderData.pharmacy}
          />
        </ProductCardActionProvider>
      </ModalsProvider>
    </ConsentProvider>
  );
}
