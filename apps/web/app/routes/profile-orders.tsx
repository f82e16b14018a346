import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-orders';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.orders');

export default function ProfileOrdersRoute() {
  return <SectionUnavailable section="orders" />;
}
