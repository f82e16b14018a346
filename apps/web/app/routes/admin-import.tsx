import { type CatalogImportResult, catalogImportRequestSchema } from '@shop/contract';
import { CatalogImport } from '~/features/admin-catalog';
import { adminMeta } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-import';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'import.title');

/** The file is read here and sent as the contract's JSON: a dry run unless "apply" was pressed. */
export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const file = form.get('file');
  const csv = file instanceof File ? await file.text() : '';
  const parsed = parseForm(intent, catalogImportRequestSchema, { csv, dryRun: form.get('mode') !== 'apply' });
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<CatalogImportResult>(request, language, 'admin/products/import', {
      method: 'POST',
      body: parsed.data,
    }),
  );
}

export default function AdminImportRoute() {
  return <CatalogImport />;
}
