import { SUB_MENU_VISIBLE_ITEMS } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { Drawer } from '~/components/ui/drawer';
import { useIsAuthenticated } from '~/lib/session';
import { useModals } from '~/lib/use-modals';
import type { MenuItem } from '../api/get-main-menu';
import { LanguageSwitch } from './language-switch';

function SubMenu({ parent, items }: { parent: MenuItem; items: MenuItem[] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, SUB_MENU_VISIBLE_ITEMS);
  return (
    <ul className="mt-1 mb-3 space-y-1 pl-3 text-sm">
      {shown.map((item) => (
        <li key={item.id}>
          <LocalizedLink to={item.nu} className="block py-1 text-muted hover:text-brand-700">
            {item.tl}
          </LocalizedLink>
        </li>
      ))}
      {items.length > SUB_MENU_VISIBLE_ITEMS && (
        <li>
          <button
            type="button"
            className="py-1 text-brand-700 underline"
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('menu.show_less') : t('menu.show_more')}
          </button>
        </li>
      )}
      <li>
        <LocalizedLink to={parent.nu} className="block py-1 font-medium text-brand-700">
          {t('menu.all_in', { name: parent.tl })}
        </LocalizedLink>
      </li>
    </ul>
  );
}

/** The burger menu: the category tree, each sub-menu showing 6 items before "show more". */
export function SideMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const { visible, close } = useModals();
  const signedIn = useIsAuthenticated();
  const [openParent, setOpenParent] = useState<number | null>(null);
  if (!visible.sideMenu) return null;
  const roots = items.filter((item) => item.pid === null);
  return (
    <Drawer
      side="left"
      as="nav"
      title={t('menu.categories')}
      closeLabel={t('header.close_menu')}
      onClose={() => close('sideMenu')}
      className="w-80 max-w-[85vw] p-4"
    >
      <ul>
        {roots.map((root) => {
          const children = items.filter((item) => item.pid === root.id);
          return (
            <li key={root.id} className="border-b border-line">
              <button
                type="button"
                className="flex w-full items-center justify-between py-3 text-left font-medium"
                aria-expanded={openParent === root.id}
                onClick={() => setOpenParent(openParent === root.id ? null : root.id)}
              >
                {root.tl}
                <span aria-hidden="true">{openParent === root.id ? '−' : '+'}</span>
              </button>
              {openParent === root.id && <SubMenu parent={root} items={children} />}
            </li>
          );
        })}
        <li className="border-b border-line">
          <LocalizedLink to="/brands" className="block py-3 font-medium">
            {t('menu.brands')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/offers-page" className="block py-3 font-medium text-sale">
            {t('menu.offers')}
          </LocalizedLink>
        </li>
      </ul>
      {/* On a phone the header has no room for these: the menu carries them. */}
      <ul className="mt-4 space-y-1 border-t border-line pt-4 text-sm" aria-label={t('footer.help')}>
        <li>
          <LocalizedLink to={signedIn ? '/profile' : '/login'} className="block py-2">
            {signedIn ? t('header.account') : t('sections.login')}
          </LocalizedLink>
        </li>
        <li>
          <LanguageSwitch className="block py-2" />
        </li>
        <li>
          <LocalizedLink to="/track-order" className="block py-2">
            {t('footer.track_order')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/contact" className="block py-2">
            {t('footer.contact')}
          </LocalizedLink>
        </li>
      </ul>
    </Drawer>
  );
}
