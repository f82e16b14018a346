import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blogs';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.blogs');

export default function BlogsRoute() {
  return <SectionUnavailable section="blogs" />;
}
