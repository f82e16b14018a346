import { adminPickingQuerySchema } from '@shop/contract';
import { staffDownload } from '~/features/admin-frame/server';
import type { Route } from './+types/admin-picking-pdf';

/** The picking list's PDF, fetched with the staff session and handed on to print. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = adminPickingQuerySchema.safeParse({
    location: url.searchParams.get('location'),
    day: url.searchParams.get('day') || undefined,
  });
  if (!query.success) throw new Response('Not found', { status: 404 });
  return staffDownload(request, 'admin/picking/pdf', {
    query: query.data,
    type: 'application/pdf',
    filename: 'picking.pdf',
    inline: true,
  });
}
