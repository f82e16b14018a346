import { type AdminContentPicture, adminContentPictureKindSchema } from '@shop/contract';
import { attempt, staffRawApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-content-pictures';

/**
 * The upload of a content picture (a resource route the forms' file inputs post to): the file goes
 * on to the API as multipart with the staff session of this server; the API checks, resizes and
 * stores it, and answers its path and size or its refusal in the staff member's language.
 */
export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const kind = adminContentPictureKindSchema.safeParse(form.get('kind'));
  const file = form.get('file');
  const upload = new FormData();
  if (kind.success) upload.append('kind', kind.data);
  if (file instanceof File && file.size > 0) upload.append('file', file, file.name);
  const outcome = await attempt('picture', async () => {
    const response = await staffRawApi(request, language, 'admin/content/pictures', {
      method: 'POST',
      body: upload,
    });
    return (await response.json()) as AdminContentPicture;
  });
  return Response.json(outcome, { status: outcome.ok ? 200 : outcome.status });
}
