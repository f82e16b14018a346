import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-category';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.blogs');

export default function BlogCategoryRoute() {
  return <SectionUnavailable section="blogs" />;
}
