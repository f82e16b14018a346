import { ContributorPage } from '~/features/admin-content';
import { contributorsRoute } from '~/features/admin-content/server';
import { adminMeta } from '~/features/admin-frame';
import type { Route } from './+types/admin-contributors';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'contributors.title');

export const loader = ({ request }: Route.LoaderArgs) => contributorsRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => contributorsRoute.action(request);

export default function AdminContributorsRoute({ loaderData }: Route.ComponentProps) {
  return <ContributorPage {...loaderData} />;
}
