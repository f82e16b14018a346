import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/impersonate';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.impersonate');

export default function ImpersonateRoute() {
  return <SectionUnavailable section="impersonate" />;
}
