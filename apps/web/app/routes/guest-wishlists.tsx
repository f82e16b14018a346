import { GuestWishlistsPage } from '~/features/wishlists/components/wishlists-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/guest-wishlists';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.guest-wishlists');

export default function GuestWishlistsRoute() {
  return <GuestWishlistsPage />;
}
