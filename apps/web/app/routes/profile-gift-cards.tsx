import { GiftCardsPage, giftCardsTranslations } from '~/features/gift-cards';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-gift-cards';

registerRouteNamespaces(giftCardsTranslations);

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.gift-cards');

export default function ProfileGiftCardsRoute() {
  return <GiftCardsPage />;
}
