import { VideoPage } from '~/features/admin-content';
import { videosRoute } from '~/features/admin-content/server';
import { adminMeta } from '~/features/admin-frame';
import type { Route } from './+types/admin-videos';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'videos.title');

export const loader = ({ request }: Route.LoaderArgs) => videosRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => videosRoute.action(request);

export default function AdminVideosRoute({ loaderData }: Route.ComponentProps) {
  return <VideoPage {...loaderData} />;
}
