import { localizePath } from '@shop/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage, usePublicConfig } from '~/lib/language';
import { useModals } from '~/lib/use-modals';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const TRACKED_PAGE_TYPES = ['categories', 'products', 'blogPost', 'event', 'contributor'] as const;

/** The kind of page a path shows, for page-view tracking (spec 000 §2). */
export function pageTypeOf(pathname: string): string {
  return TRACKED_PAGE_TYPES.find((type) => pathname.includes(`/${type}`)) ?? 'other';
}

/**
 * On every route change: close the overlays, record the page view in the data layer,
 * and replace the address with its normalised form (spec 000 §2).
 */
export function useRouteChangeEffects(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { paths } = usePublicConfig();
  const { close } = useModals();

  useEffect(() => {
    close('cartWidget', 'referModal', 'cartModal', 'wishlistModal', 'sideMenu');
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({
      event: 'page_view',
      page_type: pageTypeOf(location.pathname),
      page_path: location.pathname,
    });
    const normalised = localizePath(language, location.pathname, paths);
    if (normalised !== location.pathname) {
      navigate({ pathname: normalised, search: location.search, hash: location.hash }, { replace: true });
    }
  }, [location.pathname, location.search, location.hash, close, navigate, language, paths]);

  useEffect(() => {
    const redirect = (event: Event) => {
      const url = (event as CustomEvent<{ url?: string }>).detail?.url;
      if (url) navigate(url);
    };
    window.addEventListener('findbar-redirect', redirect);
    return () => window.removeEventListener('findbar-redirect', redirect);
  }, [navigate]);
}
