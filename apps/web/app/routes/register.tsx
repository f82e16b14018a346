import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/register';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.register');

export default function RegisterRoute() {
  return <SectionUnavailable section="register" />;
}
