import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-address';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.addresses');

export default function ProfileAddressRoute() {
  return <SectionUnavailable section="addresses" />;
}
