import { type AdminShippingType, adminShippingTypeSaveSchema } from '@shop/contract';
import { redirect } from 'react-router';
import { shippingTypeSaveInput } from '~/features/admin/checkout-options/options-input';
import { ShippingTypePage } from '~/features/admin/checkout-options/shipping-page';
import { adminMeta } from '~/features/admin/meta';
import { adminPath } from '~/features/admin/paths';
import { attempt, intentOf, parseForm } from '~/features/admin/server/outcome.server';
import { staffApi } from '~/features/admin/server/staff-session.server';
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
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminShippingTypeSaveSchema, shippingTypeSaveInput(form));
  if (!parsed.ok) return parsed;
  const outcome = await attempt(intent, () =>
    staffApi<AdminShippingType>(request, language, 'admin/shippingtypes/save', {
      method: 'POST',
      body: parsed.data,
    }),
  );
  // A new one opens as the one chosen.
  if (outcome.ok && parsed.data.id === undefined)
    return redirect(adminPath(language, `/shipping-types?id=${outcome.data.id}`));
  return outcome;
}

export default function AdminShippingTypesRoute({ loaderData }: Route.ComponentProps) {
  return <ShippingTypePage {...loaderData} />;
}
