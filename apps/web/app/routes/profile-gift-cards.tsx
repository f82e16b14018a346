import { GiftCardsPage, giftCardsTranslations } from '~/features/gift-cards';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-gift-cards';

const namespaces = [giftCardsTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.gift-cards');

export default function ProfileGiftCardsRoute() {
  return <GiftCardsPage />;
}
