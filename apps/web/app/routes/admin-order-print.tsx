import type { AdminOrderDetail } from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { OrderPrint } from '~/features/admin-orders';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-order-print';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'orders.order');

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const order = await staffApi<AdminOrderDetail>(request, languageOf(url.pathname), 'admin/orders/getbyuid', {
    query: { uid: params.uid },
  });
  return { order, doc: url.searchParams.get('doc') === 'slip' ? ('slip' as const) : ('sheet' as const) };
}

export default function AdminOrderPrintRoute({ loaderData }: Route.ComponentProps) {
  return <OrderPrint {...loaderData} />;
}
