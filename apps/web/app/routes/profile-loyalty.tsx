import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-loyalty';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.loyalty');

export default function ProfileLoyaltyRoute() {
  return <SectionUnavailable section="loyalty" />;
}
