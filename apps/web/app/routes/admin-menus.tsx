import { type AdminMenuItem, menuItemSaveSchema } from '@shop/contract';
import { MenuPage, menuItemSaveInput } from '~/features/admin-content';
import { adminMeta, chosenId } from '~/features/admin-frame';
import { deleteEntry, intentOf, openNew, saveEntry, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-menus';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'menus.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const menu = await staffApi<{ items: AdminMenuItem[] }>(
    request,
    languageOf(url.pathname),
    'admin/menus/getall',
  );
  return { items: menu.items, selected: chosenId(url) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (intentOf(form) === 'delete')
    return deleteEntry(request, form, { path: 'admin/menus/delete', page: '/menus' });
  return saveEntry(request, form, {
    schema: menuItemSaveSchema,
    input: menuItemSaveInput,
    path: 'admin/menus/save',
    reopen: openNew('/menus'),
  });
}

export default function AdminMenusRoute({ loaderData }: Route.ComponentProps) {
  return <MenuPage {...loaderData} />;
}
