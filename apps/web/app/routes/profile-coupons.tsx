import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-coupons';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.coupons');

export default function ProfileCouponsRoute() {
  return <SectionUnavailable section="coupons" />;
}
