import type { MenuItem } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { menuChildren, menuLink, menuRoots } from '../navigation-model';
import { NavigationAnchor } from './navigation-anchor';
import { SubMenu } from './sub-menu';

/**
 * The main menu across the header on wide screens: the top entries, each parent opening its
 * sub-menu on hover (rendered only then). The keyboard meets only the top entries; a parent's sub-menu opens with the
 * button beside it (the WAI-ARIA disclosure navigation pattern), so Tab does not walk through every
 * sub-menu on its way to the page. Phones reach the same tree by the side menu.
 */
export function HeaderNav({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation('shell');
  // The sub-menu shut by a click in it (not to cover the page it opened) or by Escape, until pointer or focus leave.
  const [dismissed, setDismissed] = useState<number | null>(null);
  // The sub-menu opened by its button, until focus leaves it.
  const [expanded, setExpanded] = useState<number | null>(null);
  // The entry under the pointer. A sub-menu (its box too) is in the page only while it is open: the
  // whole tree would be most of the header's elements, on every page (issue 32). Its button names
  // it in `aria-controls` only then, not to point at nothing.
  const [hovered, setHovered] = useState<number | null>(null);
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
      setExpanded(null);
      if (open.contains(document.activeElement)) open.querySelector<HTMLElement>('a')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const roots = menuRoots(items);
  if (roots.length === 0) return null;
  const chose = (rootId: number) => {
    setDismissed(rootId);
    setExpanded(null);
  };
  return (
    <nav ref={nav} aria-label={t('main_menu')} className="hidden border-t border-line lg:block">
      <ul className="container-page flex flex-wrap items-center text-sm font-medium xl:justify-between">
        {roots.map((root, index) => {
          const children = menuChildren(items, root.id);
          const open = expanded === root.id || (hovered === root.id && dismissed !== root.id);
          return (
            <li
              key={root.id}
              className="relative flex items-center"
              data-menu-id={root.id}
              onMouseEnter={() => setHovered(root.id)}
              onMouseLeave={() => {
                setDismissed(null);
                setHovered(null);
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) {
                  setDismissed(null);
                  setExpanded((open) => (open === root.id ? null : open));
                }
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
                // Out of sight until the keyboard reaches it, so that the row keeps its width.
                <button
                  type="button"
                  className="chevron-down sr-only rounded px-0.5 py-2.5 text-muted hover:bg-brand-50 focus:not-sr-only"
                  aria-expanded={expanded === root.id}
                  aria-controls={open ? `submenu-${root.id}` : undefined}
                  aria-label={t('open_submenu', { name: root.tl })}
                  onClick={() => setExpanded((open) => (open === root.id ? null : root.id))}
                />
              )}
              {children.length > 0 && open && (
                <div
                  id={`submenu-${root.id}`}
                  className={`absolute top-full z-30 w-64 rounded-md border border-line bg-white p-4 shadow-lg ${index > roots.length / 2 ? 'right-0' : 'left-0'}`}
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
