import { adminNewsletterExportQuerySchema } from '@shop/contract';
import { staffDownload } from '~/features/admin-frame/server';
import type { Route } from './+types/admin-newsletter-export';

/** The subscribers of a status as CSV, fetched with the staff session and handed on as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = adminNewsletterExportQuerySchema.safeParse({ st: url.searchParams.get('st') ?? undefined });
  return staffDownload(request, 'admin/newsletter/export', {
    query: query.success ? query.data : {},
    type: 'text/csv; charset=utf-8',
    filename: 'subscribers.csv',
  });
}
