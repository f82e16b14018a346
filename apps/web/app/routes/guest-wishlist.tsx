import { useParams } from 'react-router';
import { GuestWishlistPage } from '~/features/wishlists';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/guest-wishlist';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.guest-wishlists');

export default function GuestWishlistRoute() {
  const { id = '' } = useParams();
  return <GuestWishlistPage id={id} />;
}
