import {
  type AdminPackResult,
  type AdminPickingList,
  type AdminStockLocation,
  adminPackOrderSchema,
} from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { fulfilmentTranslations, PickingPage, packInput } from '~/features/admin-fulfilment';
import { loadRouteNamespaces } from '~/lib/i18n';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-picking';

const namespaces = [fulfilmentTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'nav.picking');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const locations = await staffApi<AdminStockLocation[]>(request, language, 'admin/stock/locations');
  const asked = Number(url.searchParams.get('location'));
  const location =
    locations.find((each) => each.id === asked) ?? locations.find((each) => each.ships) ?? locations[0];
  if (!location) throw new Response('Not found', { status: 404 });
  const day = url.searchParams.get('day') ?? '';
  const list = await staffApi<AdminPickingList>(request, language, 'admin/picking', {
    query: { location: location.id, ...(/^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {}) },
  });
  return { list, locations };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminPackOrderSchema, packInput(form));
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<AdminPackResult>(request, language, 'admin/picking/pack', { method: 'POST', body: parsed.data }),
  );
}

export default function AdminPickingRoute({ loaderData }: Route.ComponentProps) {
  return <PickingPage {...loaderData} />;
}
