import { CouponsWallet, promotionTranslations } from '~/features/promotions';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/profile-coupons';

const namespaces = [promotionTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.coupons');

export default function ProfileCouponsRoute() {
  const { t } = useTranslation('promotions');
  return (
    <div className="container-page space-y-4 py-8">
      <h1 className="text-2xl font-semibold">{t('coupons_title')}</h1>
      <CouponsWallet />
    </div>
  );
}
