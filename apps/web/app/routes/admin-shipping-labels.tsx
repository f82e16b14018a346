import { labelRequestSchema } from '@shop/contract';
import { staffDownload } from '~/features/admin-frame/server';
import type { Route } from './+types/admin-shipping-labels';

/** The vouchers' labels in one PDF, fetched with the staff session and handed on to print. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = labelRequestSchema.safeParse({
    ids: url.searchParams.get('ids') ?? '',
    fmt: url.searchParams.get('fmt') || undefined,
  });
  if (!query.success) throw new Response('Not found', { status: 404 });
  return staffDownload(request, 'admin/carriers/labels', {
    query: { ids: query.data.ids.join(','), fmt: query.data.fmt },
    type: 'application/pdf',
    filename: 'labels.pdf',
    inline: true,
  });
}
