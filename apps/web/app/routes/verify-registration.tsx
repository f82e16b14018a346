import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/verify-registration';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, 'sections.verify-registration');

export default function VerifyRegistrationRoute() {
  return <SectionUnavailable section="verify-registration" />;
}
