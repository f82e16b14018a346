import type { MenuItem } from '@shop/contract';
import { useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { Drawer } from '~/components/ui/drawer';
import { useIsAuthenticated } from '~/lib/session';
import { useModals } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';
import { menuChildren, menuLink, menuRoots, type NavigationLink } from '../navigation-model';
import { LanguageSwitch } from './language-switch';
import { NavigationAnchor } from './navigation-anchor';
import { SubMenu } from './sub-menu';

/**
 * The burger menu: the main menu's tree (a parent opens its sub-menu, six entries before "show
 * more"), then the side menu's cms links, sign-in and the language switch.
 */
export function SideMenu({ items, links }: { items: MenuItem[]; links: NavigationLink[] }) {
  const { t } = useTranslation('shell');
  const { close } = useModals();
  const signedIn = useIsAuthenticated();
  const [openParent, setOpenParent] = useState<number | null>(null);
  return (
    <Drawer
      side="left"
      as="nav"
      title={t('common:menu.categories')}
      closeLabel={t('common:header.close_menu')}
      onClose={() => close('sideMenu')}
      className="w-80 max-w-[85vw] p-4"
    >
      <ul>
        {menuRoots(items).map((root) => {
          const children = menuChildren(items, root.id);
          const tone = root.isHighlighted ? 'font-semibold text-sale' : 'font-medium';
          return (
            <li key={root.id} className="border-b border-line">
              {children.length === 0 ? (
                <NavigationAnchor link={menuLink(root)} className={`block py-3 ${tone}`}>
                  {root.tl}
                </NavigationAnchor>
              ) : (
                <>
                  <button
                    type="button"
                    className={`flex w-full items-center justify-between py-3 text-left ${tone}`}
                    aria-expanded={openParent === root.id}
                    onClick={() => setOpenParent(openParent === root.id ? null : root.id)}
                  >
                    {root.tl}
                    <span aria-hidden="true">{openParent === root.id ? '−' : '+'}</span>
                  </button>
                  {openParent === root.id && (
                    <SubMenu parent={root} items={children} className="mt-1 mb-3 pl-3" />
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {/* On a phone the header has no room for these: the menu carries them. */}
      <ul className="mt-4 space-y-1 border-t border-line pt-4 text-sm" aria-label={t('common:footer.help')}>
        <li>
          <LocalizedLink to={signedIn ? '/profile' : '/login'} className="block py-2">
            {signedIn ? t('common:header.account') : t('common:sections.login')}
          </LocalizedLink>
        </li>
        <li>
          <LanguageSwitch className="block py-2" />
        </li>
        {links.map((link) => (
          <li key={link.key}>
            <NavigationAnchor link={link} className="block py-2">
              {link.text}
            </NavigationAnchor>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
