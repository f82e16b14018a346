import { videosRoute } from '~/features/admin/content/content-routes.server';
import { VideoPage } from '~/features/admin/content/video-page';
import { adminMeta } from '~/features/admin/meta';
import type { Route } from './+types/admin-videos';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'videos.title');

export const loader = ({ request }: Route.LoaderArgs) => videosRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => videosRoute.action(request);

export default function AdminVideosRoute({ loaderData }: Route.ComponentProps) {
  return <VideoPage {...loaderData} />;
}
