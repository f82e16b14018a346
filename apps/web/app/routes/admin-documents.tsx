import {
  type AdminDocumentList,
  type AdminDocumentTotals,
  adminDocumentIdSchema,
  adminDocumentPeriodSchema,
  adminDocumentQuerySchema,
} from '@shop/contract';
import { type DocumentFilters, DocumentList } from '~/features/admin-documents';
import { adminMeta, pageQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-documents';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'documents.title');

/** This month in Athens, the totals' period when the filters name none. */
function thisMonth(now = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const value = (name: keyof DocumentFilters) => url.searchParams.get(name)?.trim() ?? '';
  const filters: DocumentFilters = {
    kind: value('kind'),
    series: value('series'),
    st: value('st'),
    from: value('from'),
    to: value('to'),
  };
  const query = adminDocumentQuerySchema.safeParse({
    kind: filters.kind || undefined,
    series: filters.series || undefined,
    st: filters.st || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    ...pageQuery(url),
  });
  const month = thisMonth();
  const period = adminDocumentPeriodSchema.safeParse({
    from: filters.from || month.from,
    to: filters.to || month.to,
  });
  const [list, totals] = await Promise.all([
    staffApi<AdminDocumentList>(request, language, 'admin/documents/getall', {
      query: query.success ? { ...query.data } : {},
    }),
    staffApi<AdminDocumentTotals>(request, language, 'admin/documents/totals', {
      query: period.success ? period.data : month,
    }),
  ]);
  return { list, totals, filters };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminDocumentIdSchema, { id: form.get('id') });
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<{ id: number }>(request, language, 'admin/documents/retry', {
      method: 'POST',
      body: parsed.data,
    }),
  );
}

export default function AdminDocumentsRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentList {...loaderData} />;
}
