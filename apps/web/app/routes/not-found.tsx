import { data } from 'react-router';
import { NotFoundPage } from '~/components/not-found-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(location.pathname, 'not_found.title'),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundPage />;
}
