import { ProfileOverview } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.profile');

export default function ProfileRoute() {
  return <ProfileOverview />;
}
