import { staffDownload } from '~/features/admin-frame/server';
import type { Route } from './+types/admin-exports-stock';

/** The stock-per-location export's CSV, fetched with the staff session and handed on as a download, as it streams. */
export async function loader({ request }: Route.LoaderArgs) {
  return staffDownload(request, 'admin/stock/export.csv', {
    query: Object.fromEntries(new URL(request.url).searchParams),
    type: 'text/csv; charset=utf-8',
    filename: 'stock-per-location.csv',
  });
}
