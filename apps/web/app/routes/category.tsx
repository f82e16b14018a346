import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/category';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.category');

export default function CategoryRoute() {
  return <SectionUnavailable section="category" />;
}
