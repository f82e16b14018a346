import { type AdminContactMessageList, adminContactQuerySchema } from '@shop/contract';
import { ContactList } from '~/features/admin-content';
import { adminMeta, pageQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-contact';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'contact.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const query = adminContactQuerySchema.safeParse({ q: q || undefined, ...pageQuery(url) });
  const list = await staffApi<AdminContactMessageList>(
    request,
    languageOf(url.pathname),
    'admin/contactmessages/getall',
    {
      query: query.success ? { ...query.data } : {},
    },
  );
  return { list, q };
}

export default function AdminContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactList {...loaderData} />;
}
