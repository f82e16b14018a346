import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/contributors';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.contributors');

export default function ContributorsRoute() {
  return <SectionUnavailable section="contributors" />;
}
