import { adminDocumentIdSchema } from '@shop/contract';
import { staffDownload } from '~/features/admin-frame/server';
import type { Route } from './+types/admin-document-pdf';

/** One document's PDF, fetched with the staff session and handed on as a download. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = adminDocumentIdSchema.safeParse({ id: params.id });
  if (!id.success) throw new Response('Not found', { status: 404 });
  return staffDownload(request, 'admin/documents/pdf', {
    query: id.data,
    type: 'application/pdf',
    filename: 'document.pdf',
  });
}
