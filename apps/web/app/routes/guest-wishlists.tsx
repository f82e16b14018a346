import { GuestWishlistsPage } from '~/features/wishlists';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/guest-wishlists';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.guest-wishlists');

export default function GuestWishlistsRoute() {
  return <GuestWishlistsPage />;
}
