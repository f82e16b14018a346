import { CouponsWallet, promotionTranslations } from '~/features/promotions';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/profile-coupons';

registerRouteNamespaces(promotionTranslations);

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
