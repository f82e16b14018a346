import { type AdminShippingType, adminShippingTypeSaveSchema } from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { openNew, saveEntry, staffApi } from '~/features/admin-frame/server';
import { ShippingTypePage, shippingTypeSaveInput } from '~/features/admin-settings';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-shipping-types';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'shipping_types.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await staffApi<{ items: AdminShippingType[] }>(
    request,
    languageOf(url.pathname),
    'admin/shippingtypes/list',
  );
  const selected = Number(url.searchParams.get('id'));
  return { items: list.items, selected: Number.isInteger(selected) && selected > 0 ? selected : null };
}

export async function action({ request }: Route.ActionArgs) {
  return saveEntry(request, await request.formData(), {
    schema: adminShippingTypeSaveSchema,
    input: shippingTypeSaveInput,
    path: 'admin/shippingtypes/save',
    reopen: openNew('/shipping-types'),
  });
}

export default function AdminShippingTypesRoute({ loaderData }: Route.ComponentProps) {
  return <ShippingTypePage {...loaderData} />;
}
