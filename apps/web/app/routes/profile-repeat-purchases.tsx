import { RepeatPurchasesPage } from '~/features/repeat-purchases';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-repeat-purchases';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'repeat-purchases:title');

export default function ProfileRepeatPurchasesRoute() {
  return <RepeatPurchasesPage />;
}
