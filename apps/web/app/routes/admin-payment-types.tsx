import { type AdminPaymentType, adminPaymentTypeSaveSchema } from '@shop/contract';
import { paymentTypeSaveInput } from '~/features/admin/checkout-options/options-input';
import { PaymentTypePage } from '~/features/admin/checkout-options/payment-page';
import { adminMeta } from '~/features/admin/meta';
import { openNew, saveEntry } from '~/features/admin/server/save-entry.server';
import { staffApi } from '~/features/admin/server/staff-session.server';
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
