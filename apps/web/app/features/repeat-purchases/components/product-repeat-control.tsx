import type { Product } from '@shop/contract';
import { lazy, Suspense } from 'react';
import { useIsAuthenticated } from '~/lib/session';

const ProductRepeatForm = lazy(() =>
  import('./product-repeat-form').then((module) => ({ default: module.ProductRepeatForm })),
);

/**
 * Under the buy box, for a signed-in customer only: the repeat form, loaded when it shows, so a
 * guest's product page carries none of it.
 */
export function ProductRepeatControl({ product, dimensionId }: { product: Product; dimensionId: number }) {
  const signedIn = useIsAuthenticated();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ProductRepeatForm product={product} dimensionId={dimensionId} />
    </Suspense>
  );
}
