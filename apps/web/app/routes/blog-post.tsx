import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-post';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.blogs');

export default function BlogPostRoute() {
  return <SectionUnavailable section="blogs" />;
}
