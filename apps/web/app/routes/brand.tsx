import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/brand';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.brand');

export default function BrandRoute() {
  return <SectionUnavailable section="brand" />;
}
