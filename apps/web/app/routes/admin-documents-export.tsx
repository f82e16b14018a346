import { adminDocumentPeriodSchema } from '@shop/contract';
import { staffRawApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-documents-export';

/** A period's documents as CSV or myDATA XML, fetched with the staff session and handed on as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const format = url.searchParams.get('format') === 'xml' ? 'xml' : 'csv';
  const period = adminDocumentPeriodSchema.safeParse({
    from: url.searchParams.get('from') ?? undefined,
    to: url.searchParams.get('to') ?? undefined,
  });
  if (!period.success) throw new Response('Bad period', { status: 400 });
  const response = await staffRawApi(request, languageOf(url.pathname), `admin/documents/export/${format}`, {
    query: period.data,
  });
  return new Response(response.body, {
    status: response.status,
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
      'Content-Disposition':
        response.headers.get('content-disposition') ?? `attachment; filename="documents.${format}"`,
      'Cache-Control': 'no-store',
    },
  });
}
