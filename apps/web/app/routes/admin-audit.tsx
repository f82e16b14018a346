import { type AdminAuditList, adminAuditQuerySchema } from '@shop/contract';
import { adminMeta, pageQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { AuditLog } from '~/features/admin-settings';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-audit';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'audit.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ent = url.searchParams.get('ent')?.trim() ?? '';
  const eid = url.searchParams.get('eid')?.trim() ?? '';
  const query = adminAuditQuerySchema.safeParse({
    ent: ent || undefined,
    eid: eid || undefined,
    ...pageQuery(url),
    psize: 50,
  });
  const list = await staffApi<AdminAuditList>(request, languageOf(url.pathname), 'admin/audit/getall', {
    query: query.success ? { ...query.data } : { page: 1, psize: 50 },
  });
  return { list, ent, eid };
}

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditLog {...loaderData} />;
}
