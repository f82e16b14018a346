import type { AdminAuditList } from '@shop/contract';
import { type TestApp, xsrf } from '../../test/index.ts';

/** A GET, with the staff member's bearer token or none. */
export function staffRead(t: TestApp, url: string, bearer: string | null) {
  return t.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
}

/** A staff change (a save or a delete) sent as the back office sends it: with its xsrf token. */
export async function staffSend(
  t: TestApp,
  method: 'POST' | 'DELETE',
  url: string,
  bearer: string,
  body?: unknown,
) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The audit log's actions on one entity, sorted, read as a staff member who may read it. */
export async function auditActions(t: TestApp, bearer: string, entity: string, id: number) {
  return (await staffRead(t, `/api/en/admin/audit/getall?ent=${entity}&eid=${id}`, bearer))
    .json<AdminAuditList>()
    .items.map((entry) => entry.act)
    .sort();
}
