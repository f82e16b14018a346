import { ReferralsPage, referralTranslations } from '~/features/referrals';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/profile-referrals';

const namespaces = [referralTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.referrals');

export default function ProfileReferralsRoute() {
  const { t } = useTranslation('referrals');
  return (
    <div className="container-page space-y-4 py-8">
      <h1 className="text-2xl font-semibold">{t('page_title')}</h1>
      <p className="text-muted">{t('page_intro')}</p>
      <ReferralsPage />
    </div>
  );
}
