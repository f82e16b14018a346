import { CartLinkPage } from '~/features/cart';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/cart-restore-link';

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(location.pathname, 'cart:restore.title'),
  // A personal link from a mail: never indexed.
  { name: 'robots', content: 'noindex' },
];

export default function CartRestoreLinkRoute({ params }: Route.ComponentProps) {
  return <CartLinkPage token={params.token} />;
}
