import { type AdminCustomerList, adminCustomerQuerySchema } from '@shop/contract';
import { CustomerList } from '~/features/admin-customers';
import { adminMeta, listQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-customers';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'customers.title');

const PAGE_SIZE = 25;
const CUSTOMER_FILTERS = ['q', 'verified', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { query, refused } = listQuery(url, adminCustomerQuerySchema, CUSTOMER_FILTERS, PAGE_SIZE);
  const list = await staffApi<AdminCustomerList>(
    request,
    languageOf(url.pathname),
    'admin/customers/getall',
    {
      query: { ...query },
    },
  );
  const filters = 'sort' in query ? query : adminCustomerQuerySchema.parse({ psize: PAGE_SIZE });
  return { list, filters: { ...filters, q: filters.q ?? '' }, refused };
}

export default function AdminCustomersRoute({ loaderData }: Route.ComponentProps) {
  return <CustomerList {...loaderData} />;
}
