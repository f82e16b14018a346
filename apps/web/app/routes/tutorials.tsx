import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/tutorials';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.tutorials');

export default function TutorialsRoute() {
  return <SectionUnavailable section="tutorials" />;
}
