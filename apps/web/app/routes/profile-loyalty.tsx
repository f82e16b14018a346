import { AppointmentBenefit } from '~/features/appointments';
import { LoyaltyPage, loyaltyTranslations } from '~/features/loyalty';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-loyalty';

const namespaces = [loyaltyTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.loyalty');

export default function ProfileLoyaltyRoute() {
  return (
    <>
      <LoyaltyPage />
      <AppointmentBenefit />
    </>
  );
}
