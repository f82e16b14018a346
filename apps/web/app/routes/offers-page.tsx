import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/offers-page';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.offers-page');

export default function OffersPageRoute() {
  return <SectionUnavailable section="offers-page" />;
}
