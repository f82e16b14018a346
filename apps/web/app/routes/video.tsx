import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/video';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.tutorials');

export default function VideoRoute() {
  return <SectionUnavailable section="tutorials" />;
}
