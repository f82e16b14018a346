import { type AdminCustomerDetail, impersonationRequestSchema } from '@shop/contract';
import { data } from 'react-router';
import { CustomerDetail } from '~/features/admin-customers';
import { adminMeta } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-customer';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'customers.customer');

function customerId(params: { id: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const customer = await staffApi<AdminCustomerDetail>(
    request,
    languageOf(new URL(request.url).pathname),
    'admin/customers/getbyid',
    { query: { id: customerId(params) } },
  );
  return { customer };
}

/** The impersonation link: the API's single-use guid, issued to the signed-in SalesPerson. */
export async function action({ request, params }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const intent = intentOf(await request.formData());
  const parsed = parseForm(intent, impersonationRequestSchema, { cid: customerId(params) });
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<{ guid: string; exp: string }>(request, language, 'staff/impersonatecustomer', {
      method: 'POST',
      body: parsed.data,
    }),
  );
}

export default function AdminCustomerRoute({ loaderData }: Route.ComponentProps) {
  return <CustomerDetail customer={loaderData.customer} />;
}
