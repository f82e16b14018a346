import type { MenuItem } from '@shop/contract';
import { lazy, Suspense } from 'react';
import { useModals } from '~/lib/use-modals';
import type { NavigationLink } from '../navigation-model';

const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/** Mounted by the shell: the burger menu's code (its drawer, the tree) loads the first time it opens. */
export function SideMenuHost({ items, links }: { items: MenuItem[]; links: NavigationLink[] }) {
  const { visible } = useModals();
  if (!visible.sideMenu) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu items={items} links={links} />
    </Suspense>
  );
}
