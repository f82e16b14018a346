import { PagePage } from '~/features/admin-content';
import { pagesRoute } from '~/features/admin-content/server';
import { adminMeta } from '~/features/admin-frame';
import type { Route } from './+types/admin-pages';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'pages.title');

export const loader = ({ request }: Route.LoaderArgs) => pagesRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => pagesRoute.action(request);

export default function AdminPagesRoute({ loaderData }: Route.ComponentProps) {
  return <PagePage {...loaderData} />;
}
