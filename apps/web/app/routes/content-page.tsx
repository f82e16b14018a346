import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/content-page';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.content-page');

export default function ContentPageRoute() {
  return <SectionUnavailable section="content-page" />;
}
