import { EventPage } from '~/features/admin-content';
import { eventsRoute } from '~/features/admin-content/server';
import { adminMeta } from '~/features/admin-frame';
import type { Route } from './+types/admin-events';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'events.title');

export const loader = ({ request }: Route.LoaderArgs) => eventsRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => eventsRoute.action(request);

export default function AdminEventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventPage {...loaderData} />;
}
