import { type AdminContactMessageList, adminContactQuerySchema } from '@shop/contract';
import { CONTACT_ORDERS, ContactList } from '~/features/admin-content';
import { adminMeta, listQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-contact';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'contact.title');

const PAGE_SIZE = 25;
const CONTACT_FILTERS = ['q', 'lang', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The list's one order choice, e.g. `name.asc`, is its sort and direction.
  const [sort, dir] = url.searchParams.get('order')?.split('.') ?? [];
  if (sort) url.searchParams.set('sort', sort);
  if (dir) url.searchParams.set('dir', dir);
  // Blank choices ("all") are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminContactQuerySchema, CONTACT_FILTERS, PAGE_SIZE);
  const list = await staffApi<AdminContactMessageList>(
    request,
    languageOf(url.pathname),
    'admin/contactmessages/getall',
    { query: { ...query } },
  );
  const parsed = 'sort' in query ? query : adminContactQuerySchema.parse({ psize: PAGE_SIZE });
  const order = CONTACT_ORDERS.find((choice) => choice === `${parsed.sort}.${parsed.dir}`) ?? 'date.desc';
  return { list, filters: { q: parsed.q ?? '', lang: parsed.lang ?? '', order }, refused };
}

export default function AdminContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactList {...loaderData} />;
}
