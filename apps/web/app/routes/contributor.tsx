import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/contributor';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.contributors');

export default function ContributorRoute() {
  return <SectionUnavailable section="contributors" />;
}
