import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/track-order';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.track-order');

export default function TrackOrderRoute() {
  return <SectionUnavailable section="track-order" />;
}
