import { type AdminCustomerList, adminCustomerQuerySchema } from '@shop/contract';
import { CustomerList } from '~/features/admin-customers';
import { adminMeta, pageQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-customers';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'customers.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const query = adminCustomerQuerySchema.safeParse({ q: q || undefined, ...pageQuery(url), psize: 25 });
  const list = await staffApi<AdminCustomerList>(
    request,
    languageOf(url.pathname),
    'admin/customers/getall',
    {
      query: query.success ? { ...query.data } : { page: 1, psize: 25 },
    },
  );
  return { list, q };
}

export default function AdminCustomersRoute({ loaderData }: Route.ComponentProps) {
  return <CustomerList {...loaderData} />;
}
