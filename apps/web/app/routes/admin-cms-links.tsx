import { type AdminCmsLink, cmsLinkSaveSchema } from '@shop/contract';
import { CmsLinkPage, cmsLinkSaveInput } from '~/features/admin-content';
import { adminMeta, chosenId } from '~/features/admin-frame';
import { deleteEntry, intentOf, openNew, saveEntry, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-cms-links';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'cms_links.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const links = await staffApi<{ items: AdminCmsLink[] }>(
    request,
    languageOf(url.pathname),
    'admin/cmslinks/getall',
  );
  return { items: links.items, selected: chosenId(url) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (intentOf(form) === 'delete')
    return deleteEntry(request, form, { path: 'admin/cmslinks/delete', page: '/cms-links' });
  return saveEntry(request, form, {
    schema: cmsLinkSaveSchema,
    input: cmsLinkSaveInput,
    path: 'admin/cmslinks/save',
    reopen: openNew('/cms-links'),
  });
}

export default function AdminCmsLinksRoute({ loaderData }: Route.ComponentProps) {
  return <CmsLinkPage {...loaderData} />;
}
