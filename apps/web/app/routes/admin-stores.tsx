import { type AdminStore, adminStoreSaveSchema } from '@shop/contract';
import { redirect } from 'react-router';
import { storeSaveInput } from '~/features/admin/checkout-options/options-input';
import { StorePage } from '~/features/admin/checkout-options/store-page';
import { adminMeta } from '~/features/admin/meta';
import { adminPath } from '~/features/admin/paths';
import { attempt, intentOf, parseForm } from '~/features/admin/server/outcome.server';
import { staffApi } from '~/features/admin/server/staff-session.server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-stores';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'stores.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await staffApi<{ items: AdminStore[] }>(
    request,
    languageOf(url.pathname),
    'admin/stores/list',
  );
  const selected = Number(url.searchParams.get('id'));
  return { items: list.items, selected: Number.isInteger(selected) && selected > 0 ? selected : null };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminStoreSaveSchema, storeSaveInput(form));
  if (!parsed.ok) return parsed;
  const outcome = await attempt(intent, () =>
    staffApi<AdminStore>(request, language, 'admin/stores/save', { method: 'POST', body: parsed.data }),
  );
  // A new one opens as the one chosen.
  if (outcome.ok && parsed.data.id === undefined)
    return redirect(adminPath(language, `/stores?id=${outcome.data.id}`));
  return outcome;
}

export default function AdminStoresRoute({ loaderData }: Route.ComponentProps) {
  return <StorePage {...loaderData} />;
}
