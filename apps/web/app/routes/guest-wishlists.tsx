import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/guest-wishlists';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.guest-wishlists');

export default function GuestWishlistsRoute() {
  return <SectionUnavailable section="guest-wishlists" />;
}
