import type { AdminOrderDetail, OrderStatusChange } from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { OrderDetail, staffStatusChangeSchema, statusChangeInput } from '~/features/admin-orders';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-order';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'orders.order');

export async function loader({ request, params }: Route.LoaderArgs) {
  const order = await staffApi<AdminOrderDetail>(
    request,
    languageOf(new URL(request.url).pathname),
    'admin/orders/getbyuid',
    { query: { uid: params.uid } },
  );
  return { order };
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, staffStatusChangeSchema, statusChangeInput(form));
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<{ items: OrderStatusChange[] }>(request, language, 'admin/orders/changestatus', {
      method: 'POST',
      body: { ...parsed.data, uid: params.uid },
    }),
  );
}

export default function AdminOrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderDetail order={loaderData.order} />;
}
