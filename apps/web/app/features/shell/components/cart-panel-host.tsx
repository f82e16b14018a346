import { lazy, Suspense } from 'react';
import { useModals } from '~/lib/use-modals';

const CartPanel = lazy(() => import('./cart-panel').then((module) => ({ default: module.CartPanel })));

/** Mounted by the shell: the cart widget's code (its lines, quantities, totals) loads the first time it opens. */
export function CartPanelHost() {
  const { visible } = useModals();
  if (!visible.cartWidget) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
