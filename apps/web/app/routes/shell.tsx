import { dehydrate, HydrationBoundary, QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router';
import { mainMenuQuery } from '~/features/shell/api/get-main-menu';
import { CartPanel } from '~/features/shell/components/cart-panel';
import { ErrorBoundary } from '~/features/shell/components/error-boundary';
import { Footer } from '~/features/shell/components/footer';
import { Header } from '~/features/shell/components/header';
import { HeaderMessageBar } from '~/features/shell/components/header-message-bar';
import { ScrollToTop } from '~/features/shell/components/scroll-to-top';
import { SideMenu } from '~/features/shell/components/side-menu';
import { ModalsProvider } from '~/features/shell/hooks/use-modals';
import { useRouteChangeEffects } from '~/features/shell/hooks/use-route-change-effects';
import { useLanguage } from '~/lib/language';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/shell';

export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(mainMenuQuery(languageOf(new URL(request.url).pathname)));
  return { dehydratedState: dehydrate(queryClient) };
}

/** The menu changes only with the catalogue; it is not fetched again on every navigation. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageOf(currentUrl.pathname) !== languageOf(nextUrl.pathname);
}

function ShellLayout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const { data } = useQuery(mainMenuQuery(language));
  const menu = data?.items ?? [];
  useRouteChangeEffects();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
      >
        {t('skip_to_content')}
      </a>
      <HeaderMessageBar />
      <Header />
      <SideMenu items={menu} />
      <CartPanel />
      <main id="main" className="min-h-[50vh]">
        <ErrorBoundary resetKey={location.key}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer menu={menu} />
      <ScrollToTop />
    </>
  );
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ModalsProvider>
        <ShellLayout />
      </ModalsProvider>
    </HydrationBoundary>
  );
}
