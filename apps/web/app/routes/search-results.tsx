import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/search-results';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.search-results');

export default function SearchResultsRoute() {
  return <SectionUnavailable section="search-results" />;
}
