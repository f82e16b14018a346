import type { MenuItem } from '@shop/contract';
import type { ReactNode } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { BagIcon, CheckBadge, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '~/components/ui/icons';
import { useCartCount } from '~/features/cart';
import { SearchBox } from '~/features/search';
import { useLanguage } from '~/lib/language';
import { shopName } from '~/lib/public-config';
import { useIsAuthenticated } from '~/lib/session';
import { useModals } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';
import type { NavigationLink } from '../navigation-model';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from './language-switch';
import { NavigationAnchor } from './navigation-anchor';

const iconButton =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-brand-50';

/**
 * The header: burger, logo, search, the health assistant (`assistant`, from the loyalty feature),
 * account, wishlist and cart; on wide screens the header's links and the main menu.
 */
export function Header({
  menu,
  links,
  assistant,
}: {
  menu: MenuItem[];
  links: NavigationLink[];
  assistant?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signedIn = useIsAuthenticated();
  const cartCount = useCartCount();
  const { open } = useModals();

  return (
    <header className="border-b border-line bg-white">
      {links.length > 0 && (
        <ul
          className="container-page hidden justify-end gap-4 pt-1 text-xs text-muted lg:flex"
          aria-label={t('shell:header_links')}
        >
          {links.map((link) => (
            <li key={link.key}>
              <NavigationAnchor link={link} className="hover:text-brand-700 hover:underline">
                {link.text}
              </NavigationAnchor>
            </li>
          ))}
        </ul>
      )}
      {/* Positioned: the assistant's panel opens under this row, at its right. */}
      <div className="container-page relative flex h-16 items-center gap-2 sm:gap-4">
        <button
          type="button"
          className={iconButton}
          onClick={() => open('sideMenu')}
          aria-label={t('header.menu')}
        >
          <MenuIcon />
        </button>
        <LocalizedLink to="/" className="flex items-center gap-2 font-semibold text-brand-800">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span className="sr-only sm:not-sr-only">{shopName(language)}</span>
        </LocalizedLink>
        <SearchBox className="mx-2 hidden flex-1 md:flex" submitIcon={<SearchIcon />} />
        <div className="ml-auto">{assistant}</div>
        <nav className="flex items-center gap-1" aria-label={t('header.account')}>
          <LanguageSwitch className="rounded px-2 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50" />
          <LocalizedLink
            to={signedIn ? '/profile' : '/login'}
            className={iconButton}
            aria-label={t('header.account')}
          >
            <UserIcon />
            {signedIn && <CheckBadge />}
            {signedIn && <span className="sr-only">{t('header.signed_in')}</span>}
          </LocalizedLink>
          <LocalizedLink
            to={signedIn ? '/profile/wishlists' : '/guest/wishlists'}
            className={iconButton}
            aria-label={t('header.wishlist')}
          >
            <HeartIcon />
          </LocalizedLink>
          <button
            type="button"
            className={iconButton}
            onClick={() => open('cartWidget')}
            aria-label={t('header.cart_count', { count: cartCount })}
          >
            <BagIcon />
            <span
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-sale px-1 text-center text-xs leading-5 font-semibold text-white"
              data-testid="cart-count"
            >
              {/* Four digits would spill over the icon; the label says the exact count. */}
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          </button>
        </nav>
      </div>
      <SearchBox className="container-page flex pb-3 md:hidden" submitIcon={<SearchIcon />} />
      <HeaderNav items={menu} />
    </header>
  );
}
