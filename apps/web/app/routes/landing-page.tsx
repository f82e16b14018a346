import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/landing-page';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.landing-page');

export default function LandingPageRoute() {
  return <SectionUnavailable section="landing-page" />;
}
