import { type AdminCmsLink, cmsLinkSaveSchema } from '@shop/contract';
import { adminMeta } from '~/features/admin/meta';
import { CmsLinkPage } from '~/features/admin/navigation/cms-link-page';
import { cmsLinkSaveInput } from '~/features/admin/navigation/navigation-input';
import { chosenId } from '~/features/admin/page-query';
import { intentOf } from '~/features/admin/server/outcome.server';
import { deleteEntry, openNew, saveEntry } from '~/features/admin/server/save-entry.server';
import { staffApi } from '~/features/admin/server/staff-session.server';
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
