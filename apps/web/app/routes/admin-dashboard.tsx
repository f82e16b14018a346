import type { AdminDashboard } from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { Dashboard } from '~/features/admin-staff';
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
