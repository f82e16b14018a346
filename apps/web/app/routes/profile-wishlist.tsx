import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-wishlist';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.wishlists');

export default function ProfileWishlistRoute() {
  return <SectionUnavailable section="wishlists" />;
}
