import {
  type AdminPickingList,
  type AdminStockLocation,
  type CarrierStatus,
  type CloseDayResult,
  type CodSettlementList,
  type CodSettlementResult,
  closeDayRequestSchema,
  codImportRequestSchema,
  type VoucherBulkResult,
  type VoucherList,
  voucherBulkRequestSchema,
} from '@shop/contract';
import { adminMeta } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { fulfilmentTranslations, ShippingPage, voucherInput } from '~/features/admin-fulfilment';
import { loadRouteNamespaces } from '~/lib/i18n';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-shipping';

const namespaces = [fulfilmentTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'nav.shipping');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const [locations, carriers, settlements] = await Promise.all([
    staffApi<AdminStockLocation[]>(request, language, 'admin/stock/locations'),
    staffApi<CarrierStatus>(request, language, 'admin/carriers/status'),
    staffApi<CodSettlementList>(request, language, 'admin/carriers/cod/getall'),
  ]);
  const asked = Number(url.searchParams.get('location'));
  const location =
    locations.find((each) => each.id === asked) ?? locations.find((each) => each.ships) ?? locations[0];
  if (!location) throw new Response('Not found', { status: 404 });
  const day = url.searchParams.get('day') ?? '';
  const list = await staffApi<AdminPickingList>(request, language, 'admin/picking', {
    query: { location: location.id, ...(/^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {}) },
  });
  const packed = list.orders.filter((order) => order.packed).map((order) => order.id);
  const vouchers =
    packed.length === 0
      ? []
      : (
          await staffApi<VoucherList>(request, language, 'admin/carriers/vouchers/getbyorders', {
            query: { ids: packed.join(',') },
          })
        ).items;
  return { list, locations, vouchers, carriers, settlements };
}

/** Vouchers (one order or the ticked ones), the day's close, and the COD report read from its file. */
export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  if (intent === 'vouchers') {
    const parsed = parseForm(intent, voucherBulkRequestSchema, voucherInput(form));
    if (!parsed.ok) return parsed;
    return attempt(intent, () =>
      staffApi<VoucherBulkResult>(request, language, 'admin/carriers/vouchers/bulk', {
        method: 'POST',
        body: parsed.data,
      }),
    );
  }
  if (intent === 'closeday') {
    const parsed = parseForm(intent, closeDayRequestSchema, { car: form.get('car') });
    if (!parsed.ok) return parsed;
    return attempt(intent, () =>
      staffApi<CloseDayResult>(request, language, 'admin/carriers/closeday', {
        method: 'POST',
        body: parsed.data,
      }),
    );
  }
  const file = form.get('file');
  const parsed = parseForm(intent, codImportRequestSchema, {
    nm: file instanceof File && file.name ? file.name : 'cod.csv',
    csv: file instanceof File ? await file.text() : '',
  });
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<CodSettlementResult>(request, language, 'admin/carriers/cod/import', {
      method: 'POST',
      body: parsed.data,
    }),
  );
}

export default function AdminShippingRoute({ loaderData }: Route.ComponentProps) {
  return <ShippingPage {...loaderData} />;
}
