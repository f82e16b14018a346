import { type AdminLoyaltySettings, adminLoyaltySettingsSchema } from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { LoyaltyPage, loyaltySettingsInput } from '~/features/admin-settings';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-loyalty';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'loyalty.title');

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await staffApi<AdminLoyaltySettings>(
    request,
    languageOf(new URL(request.url).pathname),
    'admin/loyalty/settings',
  );
  return { settings };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminLoyaltySettingsSchema, loyaltySettingsInput(form));
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<AdminLoyaltySettings>(request, language, 'admin/loyalty/settings/save', {
      method: 'POST',
      body: parsed.data,
    }),
  );
}

export default function AdminLoyaltyRoute({ loaderData }: Route.ComponentProps) {
  return <LoyaltyPage settings={loaderData.settings} />;
}
