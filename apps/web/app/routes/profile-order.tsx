import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-order';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.orders');

export default function ProfileOrderRoute() {
  return <SectionUnavailable section="orders" />;
}
