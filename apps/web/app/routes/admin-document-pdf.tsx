import { adminDocumentIdSchema } from '@shop/contract';
import { staffRawApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-document-pdf';

/** One document's PDF, fetched with the staff session and handed on as a download. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = adminDocumentIdSchema.safeParse({ id: params.id });
  if (!id.success) throw new Response('Not found', { status: 404 });
  const response = await staffRawApi(request, languageOf(url.pathname), 'admin/documents/pdf', {
    query: id.data,
  });
  return new Response(response.body, {
    status: response.status,
    headers: {
      'Content-Type': response.headers.get('content-type') ?? 'application/pdf',
      'Content-Disposition':
        response.headers.get('content-disposition') ?? 'attachment; filename="document.pdf"',
      'Cache-Control': 'private, no-store',
    },
  });
}
