import type { Product } from '@shop/contract';
import { lazy, Suspense } from 'react';
import { useIsAuthenticated } from '~/lib/session';

const ProductRepeatForm = lazy(() =>
  import('./product-repeat-form').then((module) => ({ default: module.ProductRepeatForm })),
);

/**
 * Under the buy box or folded in a cart line (`collapsed`), for a signed-in customer only: the
 * repeat form, loaded when it shows, so a guest's page carries none of it.
 */
export function ProductRepeatControl({
  product,
  dimensionId,
  collapsed = false,
}: {
  product: Product;
  dimensionId: number;
  collapsed?: boolean;
}) {
  const signedIn = useIsAuthenticated();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ProductRepeatForm product={product} dimensionId={dimensionId} collapsed={collapsed} />
    </Suspense>
  );
}
