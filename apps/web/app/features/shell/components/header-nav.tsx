import type { MenuItem } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { menuChildren, menuLink, menuRoots } from '../navigation-model';
import { NavigationAnchor } from './navigation-anchor';
import { SubMenu } from './sub-menu';

/**
 * The main menu across the header on wide screens: the top entries, each parent opening its
 * sub-menu on hover or when the keyboard reaches it. Phones reach the same tree by the side menu.
 */
export function HeaderNav({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation('shell');
  // The sub-menu shut by a click in it (not to cover the page it opened) or by Escape, until pointer or focus leave.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  // Escape shuts the open sub-menu without moving the pointer (WCAG 1.4.13), the focus back on its parent.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = nav.current?.querySelector<HTMLElement>(
        ':scope > ul > li:hover, :scope > ul > li:focus-within',
      );
      if (!open) return;
      setDismissed(Number(open.dataset.menuId));
      if (open.contains(document.activeElement)) open.querySelector<HTMLElement>('a')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const roots = menuRoots(items);
  if (roots.length === 0) return null;
  const chose = (rootId: number) => setDismissed(rootId);
  return (
    <nav ref={nav} aria-label={t('main_menu')} className="hidden border-t border-line lg:block">
      <ul className="container-page flex flex-wrap items-center text-sm font-medium xl:justify-between">
        {roots.map((root, index) => {
          const children = menuChildren(items, root.id);
          return (
            <li
              key={root.id}
              className="group relative"
              data-menu-id={root.id}
              onMouseLeave={() => setDismissed(null)}
              onBlur={(event) => {
                if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
                  setDismissed(null);
              }}
            >
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
