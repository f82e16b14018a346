import { adminNewsletterExportQuerySchema } from '@shop/contract';
import { staffRawApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-newsletter-export';

/** The subscribers of a status as CSV, fetched with the staff session and handed on as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = adminNewsletterExportQuerySchema.safeParse({ st: url.searchParams.get('st') ?? undefined });
  const response = await staffRawApi(request, languageOf(url.pathname), 'admin/newsletter/export', {
    query: query.success ? query.data : {},
  });
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'Content-Disposition':
        response.headers.get('content-disposition') ?? 'attachment; filename="subscribers.csv"',
      'Cache-Control': 'no-store',
    },
  });
}
