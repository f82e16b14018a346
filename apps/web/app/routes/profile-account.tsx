import { AccountSettings } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-account';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.profile');

export default function ProfileAccountRoute() {
  return <AccountSettings />;
}
