import { CartPage } from '~/features/cart';
import { ProductRepeatControl } from '~/features/repeat-purchases';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/cart';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.cart');

export default function CartRoute() {
  return (
    <CartPage
      lineExtra={(item) => (
        <ProductRepeatControl product={item.product} dimensionId={item.dimensionId} collapsed />
      )}
    />
  );
}
