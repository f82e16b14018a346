import { lazy, Suspense } from 'react';
import { useModals } from '~/lib/use-modals';

const AddToCartDialog = lazy(() =>
  import('./add-to-cart-dialog').then((module) => ({ default: module.AddToCartDialog })),
);

/** Mounted by the shell: the add-to-cart confirmation's code loads the first time it opens. */
export function AddToCartDialogHost() {
  const { visible } = useModals();
  if (!visible.cartModal) return null;
  return (
    <Suspense fallback={null}>
      <AddToCartDialog />
    </Suspense>
  );
}
