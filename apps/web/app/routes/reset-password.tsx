import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/reset-password';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.reset-password');

export default function ResetPasswordRoute() {
  return <SectionUnavailable section="reset-password" />;
}
