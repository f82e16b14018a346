import { type AdminPaymentType, adminPaymentTypeSaveSchema } from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { openNew, saveEntry, staffApi } from '~/features/admin-frame/server';
import { PaymentTypePage, paymentTypeSaveInput } from '~/features/admin-settings';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-payment-types';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'payment_types.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await staffApi<{ items: AdminPaymentType[] }>(
    request,
    languageOf(url.pathname),
    'admin/paymenttypes/list',
  );
  const selected = Number(url.searchParams.get('id'));
  return { items: list.items, selected: Number.isInteger(selected) && selected > 0 ? selected : null };
}

export async function action({ request }: Route.ActionArgs) {
  return saveEntry(request, await request.formData(), {
    schema: adminPaymentTypeSaveSchema,
    input: paymentTypeSaveInput,
    path: 'admin/paymenttypes/save',
    reopen: openNew('/payment-types'),
  });
}

export default function AdminPaymentTypesRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentTypePage {...loaderData} />;
}
