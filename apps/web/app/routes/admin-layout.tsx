import { isRouteErrorResponse, Outlet } from 'react-router';
import { AdminShell, adminTranslations } from '~/features/admin-frame';
import { requireStaffSession } from '~/features/admin-frame/server';
import { loadRouteNamespaces } from '~/lib/i18n';
import { languageOf } from '~/lib/public-config';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/admin-layout';

const namespaces = [adminTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaffSession(request, languageOf(new URL(request.url).pathname));
  return { staff: { eml: session.eml, nm: session.nm, role: session.role } };
}

export default function AdminLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}

/** A page that could not load (a refused or missing record, the API away) says so inside the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('admin');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-semibold">{t(status === 404 ? 'errors.not_found' : 'errors.failed')}</h1>
      <p className="mt-2 text-muted">{status}</p>
    </main>
  );
}
