import { ADMIN_ORDER_SORTS, type AdminOrderList, adminOrderQuerySchema } from '@shop/contract';
import { schemaFieldErrors } from '~/components/ui/use-contract-form';
import { adminMeta, pageQuery, sortQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { OrderList } from '~/features/admin-orders';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-orders';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'orders.title');

const PAGE_SIZE = 25;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const value = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const filters = {
    q: value('q'),
    st: value('st'),
    from: value('from'),
    to: value('to'),
    pay: value('pay'),
    ship: value('ship'),
    cid: value('cid'),
    ...sortQuery(url, ADMIN_ORDER_SORTS, 'date', 'desc'),
  };
  // Only the filters the contract accepts are sent; blank ones are no filter.
  const given = Object.fromEntries(Object.entries(filters).filter(([, filter]) => filter !== ''));
  const query = adminOrderQuerySchema.safeParse({ ...given, ...pageQuery(url), psize: PAGE_SIZE });
  const list = await staffApi<AdminOrderList>(request, languageOf(url.pathname), 'admin/orders/getall', {
    query: query.success ? { ...query.data } : { page: 1, psize: PAGE_SIZE },
  });
  // A filter the contract refuses (a day that does not exist, an end before the start) is said, not silently dropped.
  const refused = query.success ? [] : [...new Set(Object.values(schemaFieldErrors(query.error)).flat())];
  return { list, filters, refused };
}

export default function AdminOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrderList {...loaderData} />;
}
