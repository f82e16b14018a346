import type { AdminDashboard } from '@shop/contract';
import { Dashboard } from '~/features/admin/dashboard/dashboard';
import { adminMeta } from '~/features/admin/meta';
import { staffApi } from '~/features/admin/server/staff-session.server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-dashboard';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'nav.dashboard');

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  return { dashboard: await staffApi<AdminDashboard>(request, language, 'admin/dashboard/get') };
}

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <Dashboard dashboard={loaderData.dashboard} />;
}
