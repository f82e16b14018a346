import { type AdminStore, adminStoreSaveSchema } from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { openNew, saveEntry, staffApi } from '~/features/admin-frame/server';
import { StorePage, storeSaveInput } from '~/features/admin-settings';
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
  return saveEntry(request, await request.formData(), {
    schema: adminStoreSaveSchema,
    input: storeSaveInput,
    path: 'admin/stores/save',
    reopen: openNew('/stores'),
  });
}

export default function AdminStoresRoute({ loaderData }: Route.ComponentProps) {
  return <StorePage {...loaderData} />;
}
