import { RepeatPurchasesPage, repeatPurchasesTranslations } from '~/features/repeat-purchases';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-repeat-purchases';

registerRouteNamespaces(repeatPurchasesTranslations);

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'repeat-purchases:title');

export default function ProfileRepeatPurchasesRoute() {
  return <RepeatPurchasesPage />;
}
