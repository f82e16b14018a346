import {
  type AdminStaffList,
  type AdminStaffSaved,
  adminStaffCreateSchema,
  adminStaffQuerySchema,
  adminStaffUpdateSchema,
  staffMay,
} from '@shop/contract';
import { data } from 'react-router';
import { adminMeta, chosenId, listQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, requireStaffSession, staffApi } from '~/features/admin-frame/server';
import { StaffPage, staffSaveInput } from '~/features/admin-staff';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-staff';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'staff.title');

const PAGE_SIZE = 25;
const STAFF_FILTERS = ['q', 'role', 'st', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const session = requireStaffSession(request, language);
  // The Admin's page alone (decision 027); the API refuses the others regardless.
  if (!staffMay(session.role, 'staff', 'read')) throw data(null, { status: 403 });
  const { query, refused } = listQuery(url, adminStaffQuerySchema, STAFF_FILTERS, PAGE_SIZE);
  const list = await staffApi<AdminStaffList>(request, language, 'admin/staff/list', { query: { ...query } });
  const filters = 'sort' in query ? query : adminStaffQuerySchema.parse({ psize: PAGE_SIZE });
  const id = chosenId(url);
  return {
    list,
    filters: { ...filters, q: filters.q ?? '' },
    refused,
    selected: list.items.find((member) => member.id === id) ?? null,
    selfId: session.id,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const input = staffSaveInput(form);
  if ('eml' in input) {
    const parsed = parseForm(intent, adminStaffCreateSchema, input);
    if (!parsed.ok) return parsed;
    return attempt(intent, () =>
      staffApi<AdminStaffSaved>(request, language, 'admin/staff/create', {
        method: 'POST',
        body: parsed.data,
      }),
    );
  }
  const parsed = parseForm(intent, adminStaffUpdateSchema, input);
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<AdminStaffSaved>(request, language, 'admin/staff/update', { method: 'POST', body: parsed.data }),
  );
}

export default function AdminStaffRoute({ loaderData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} />;
}
