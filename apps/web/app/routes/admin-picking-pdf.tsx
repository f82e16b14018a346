import { adminPickingQuerySchema } from '@shop/contract';
import { staffRawApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-picking-pdf';

/** The picking list's PDF, fetched with the staff session and handed on to print. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = adminPickingQuerySchema.safeParse({
    location: url.searchParams.get('location'),
    day: url.searchParams.get('day') || undefined,
  });
  if (!query.success) throw new Response('Not found', { status: 404 });
  const response = await staffRawApi(request, languageOf(url.pathname), 'admin/picking/pdf', {
    query: query.data,
  });
  return new Response(response.body, {
    status: response.status,
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'application/pdf',
      'Content-Disposition': response.headers.get('content-disposition') ?? 'inline; filename="picking.pdf"',
      'Cache-Control': 'private, no-store',
    },
  });
}
