import { staffDownload } from '~/features/admin-frame/server';
import type { Route } from './+types/admin-export';

/** The catalogue's CSV, fetched with the staff session and handed on as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  return staffDownload(request, 'admin/products/export', {
    type: 'text/csv; charset=utf-8',
    filename: 'products.csv',
  });
}
