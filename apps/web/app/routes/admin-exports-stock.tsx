import { staffRawApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-exports-stock';

/** The stock-per-location export's CSV, fetched with the staff session and handed on as a download, as it streams. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const response = await staffRawApi(request, languageOf(url.pathname), 'admin/stock/export.csv', {
    query: Object.fromEntries(url.searchParams),
  });
  return new Response(response.body, {
    status: response.status,
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'Content-Disposition':
        response.headers.get('content-disposition') ?? 'attachment; filename="stock-per-location.csv"',
      'Cache-Control': 'no-store',
    },
  });
}
