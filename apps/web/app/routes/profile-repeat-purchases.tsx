import { RepeatPurchasesPage, repeatPurchasesTranslations } from '~/features/repeat-purchases';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-repeat-purchases';

const namespaces = [repeatPurchasesTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'repeat-purchases:title');

export default function ProfileRepeatPurchasesRoute() {
  return <RepeatPurchasesPage />;
}
