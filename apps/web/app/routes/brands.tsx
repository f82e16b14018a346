import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/brands';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.brands');

export default function BrandsRoute() {
  return <SectionUnavailable section="brands" />;
}
