import { type AdminMenuItem, menuItemSaveSchema } from '@shop/contract';
import { adminMeta } from '~/features/admin/meta';
import { MenuPage } from '~/features/admin/navigation/menu-page';
import { menuItemSaveInput } from '~/features/admin/navigation/navigation-input';
import { chosenId } from '~/features/admin/page-query';
import { intentOf } from '~/features/admin/server/outcome.server';
import { deleteEntry, openNew, saveEntry } from '~/features/admin/server/save-entry.server';
import { staffApi } from '~/features/admin/server/staff-session.server';
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
