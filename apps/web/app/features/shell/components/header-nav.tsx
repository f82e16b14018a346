import type { MenuItem } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuChildren, menuLink, menuRoots } from '../navigation-model';
import { NavigationAnchor } from './navigation-anchor';
import { SubMenu } from './sub-menu';

/**
 * The main menu across the header on wide screens: the top entries, each parent opening its
 * sub-menu on hover or when the keyboard reaches it. Phones reach the same tree by the side menu.
 */
export function HeaderNav({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation('shell');
  // The sub-menu a click chose from: shut until the pointer leaves, so the page it opened is not covered.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const roots = menuRoots(items);
  if (roots.length === 0) return null;
  const chose = (rootId: number) => {
    setDismissed(rootId);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  return (
    <nav aria-label={t('main_menu')} className="hidden border-t border-line lg:block">
      <ul className="container-page flex flex-wrap items-center text-sm font-medium xl:justify-between">
        {roots.map((root, index) => {
          const children = menuChildren(items, root.id);
          return (
            <li key={root.id} className="group relative" onMouseLeave={() => setDismissed(null)}>
              <NavigationAnchor
                link={menuLink(root)}
                onClick={() => chose(root.id)}
                className={`block rounded px-1.5 py-2.5 hover:bg-brand-50 ${root.isHighlighted ? 'font-semibold text-sale' : 'text-ink'}`}
              >
                {root.tl}
              </NavigationAnchor>
              {children.length > 0 && (
                <div
                  className={`absolute top-full z-30 hidden w-64 rounded-md border border-line bg-white p-4 shadow-lg ${dismissed === root.id ? '' : 'group-focus-within:block group-hover:block'} ${index > roots.length / 2 ? 'right-0' : 'left-0'}`}
                >
                  <SubMenu parent={root} items={children} onChoose={() => chose(root.id)} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
