import { useParams } from 'react-router';
import { ProfileWishlistPage } from '~/features/wishlists';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-wishlist';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.wishlists');

export default function ProfileWishlistRoute() {
  const { id = '' } = useParams();
  return (
    <div className="container-page py-8">
      <ProfileWishlistPage id={Number(id)} />
    </div>
  );
}
