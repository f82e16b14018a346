import { BannerPage } from '~/features/admin-content';
import { bannersRoute } from '~/features/admin-content/server';
import { adminMeta } from '~/features/admin-frame';
import type { Route } from './+types/admin-banners';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'banners.title');

export const loader = ({ request }: Route.LoaderArgs) => bannersRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => bannersRoute.action(request);

export default function AdminBannersRoute({ loaderData }: Route.ComponentProps) {
  return <BannerPage {...loaderData} />;
}
