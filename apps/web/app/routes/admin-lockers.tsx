import {
  type AdminLocker,
  adminListQuerySchema,
  type adminLockerListSchema,
  adminLockerSaveSchema,
} from '@shop/contract';
import { redirect } from 'react-router';
import type { z } from 'zod/mini';
import { adminMeta, adminPath, pageQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { LockerPage, lockerSaveInput } from '~/features/admin-settings';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-lockers';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'lockers.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const query = adminListQuerySchema.safeParse({ q: q || undefined, ...pageQuery(url), psize: 25 });
  const list = await staffApi<z.infer<typeof adminLockerListSchema>>(
    request,
    languageOf(url.pathname),
    'admin/lockers/list',
    { query: query.success ? { ...query.data } : { page: 1, psize: 25 } },
  );
  const id = url.searchParams.get('id');
  return { list, q, selected: list.items.find((locker) => locker.id === id) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminLockerSaveSchema, lockerSaveInput(form));
  if (!parsed.ok) return parsed;
  const outcome = await attempt(intent, () =>
    staffApi<AdminLocker>(request, language, 'admin/lockers/save', { method: 'POST', body: parsed.data }),
  );
  // A new locker opens as the one chosen, found by its id.
  if (outcome.ok && url.searchParams.get('id') !== outcome.data.id) {
    const id = encodeURIComponent(outcome.data.id);
    return redirect(adminPath(language, `/lockers?q=${id}&id=${id}`));
  }
  return outcome;
}

export default function AdminLockersRoute({ loaderData }: Route.ComponentProps) {
  return <LockerPage {...loaderData} />;
}
