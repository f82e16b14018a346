import { staffRawApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-export';

/** The catalogue's CSV, fetched with the staff session and handed on as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  const response = await staffRawApi(
    request,
    languageOf(new URL(request.url).pathname),
    'admin/products/export',
    {},
  );
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'Content-Disposition':
        response.headers.get('content-disposition') ?? 'attachment; filename="products.csv"',
      'Cache-Control': 'no-store',
    },
  });
}
