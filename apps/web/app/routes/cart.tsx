import { CartPage } from '~/features/cart';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/cart';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.cart');

export default function CartRoute() {
  return <CartPage />;
}
