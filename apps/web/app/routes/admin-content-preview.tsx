import { type AdminContentPreviewResult, adminContentPreviewSchema } from '@shop/contract';
import { attempt, parseForm, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-content-preview';

/**
 * The preview of a content text (a resource route the forms' Preview tab posts to): the API renders
 * and sanitises it exactly as it would store it, with the staff session of this server.
 */
export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const parsed = parseForm('preview', adminContentPreviewSchema, {
    format: form.get('format'),
    body: form.get('body'),
  });
  if (!parsed.ok) return Response.json(parsed, { status: 400 });
  const outcome = await attempt('preview', () =>
    staffApi<AdminContentPreviewResult>(request, language, 'admin/content/preview', {
      method: 'POST',
      body: parsed.data,
    }),
  );
  return Response.json(outcome, { status: outcome.ok ? 200 : outcome.status });
}
