import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/events';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.events');

export default function EventsRoute() {
  return <SectionUnavailable section="events" />;
}
