import { ProfileOverview } from '~/features/customers';
import { repeatPurchasesTranslations } from '~/features/repeat-purchases';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile';

// The overview's menu names the repeat purchases page in that feature's words.
const namespaces = [repeatPurchasesTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.profile');

export default function ProfileRoute() {
  return <ProfileOverview />;
}
