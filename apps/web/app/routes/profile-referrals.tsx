import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-referrals';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.referrals');

export default function ProfileReferralsRoute() {
  return <SectionUnavailable section="referrals" />;
}
