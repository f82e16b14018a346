import { staffDownload } from '~/features/admin-frame/server';
import type { Route } from './+types/admin-exports-customers';

/** The customers export's CSV, fetched with the staff session and handed on as a download, as it streams. */
export async function loader({ request }: Route.LoaderArgs) {
  return staffDownload(request, 'admin/customers/export.csv', {
    query: Object.fromEntries(new URL(request.url).searchParams),
    type: 'text/csv; charset=utf-8',
    filename: 'customers.csv',
  });
}
