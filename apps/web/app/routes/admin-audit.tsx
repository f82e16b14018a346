import { ADMIN_AUDIT_SORTS, type AdminAuditList, adminAuditQuerySchema } from '@shop/contract';
import { adminMeta, listQuery, sortQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { AuditLog } from '~/features/admin-settings';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-audit';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'audit.title');

const PAGE_SIZE = 50;
const AUDIT_FILTERS = ['q', 'ent', 'eid', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    ent: url.searchParams.get('ent')?.trim() ?? '',
    eid: url.searchParams.get('eid')?.trim() ?? '',
    ...sortQuery(url, ADMIN_AUDIT_SORTS, 'date', 'desc'),
  };
  // Blank fields are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminAuditQuerySchema, AUDIT_FILTERS, PAGE_SIZE);
  const list = await staffApi<AdminAuditList>(request, languageOf(url.pathname), 'admin/audit/getall', {
    query: { ...query },
  });
  return { list, filters, refused };
}

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditLog {...loaderData} />;
}
