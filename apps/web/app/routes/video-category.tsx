import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/video-category';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.tutorials');

export default function VideoCategoryRoute() {
  return <SectionUnavailable section="tutorials" />;
}
