import { AddressList } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-addresses';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.addresses');

export default function ProfileAddressesRoute() {
  return <AddressList />;
}
