import { ProfileWishlistsPage } from '~/features/wishlists';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-wishlists';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.wishlists');

export default function ProfileWishlistsRoute() {
  return (
    <div className="container-page py-8">
      <ProfileWishlistsPage />
    </div>
  );
}
