import { adminDocumentPeriodSchema } from '@shop/contract';
import { staffDownload } from '~/features/admin-frame/server';
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
  return staffDownload(request, `admin/documents/export/${format}`, {
    query: period.data,
    type: 'application/octet-stream',
    filename: `documents.${format}`,
  });
}
