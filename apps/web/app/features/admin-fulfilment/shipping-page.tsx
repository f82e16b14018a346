import type {
  AdminPickingList,
  AdminStockLocation,
  CarrierStatus,
  CloseDayResult,
  CodSettlementList,
  Voucher,
} from '@shop/contract';
import { FieldErrorTexts } from '~/components/ui/form-field';
import { AdminForm, PageHeading, useMayChange } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { CodImport } from './cod-import';
import { LocationDayForm } from './location-day-form';
import { PackedOrders } from './packed-orders';

const inputClass = 'rounded-md border border-line px-3 py-2';

export interface ShippingData {
  list: AdminPickingList;
  locations: AdminStockLocation[];
  vouchers: Voucher[];
  carriers: CarrierStatus;
  settlements: CodSettlementList;
}

/** The PDF of these vouchers' labels, through the back office's own download route. */
const labelsHref = (vouchers: Voucher[], fmt: 'a4' | 'label') =>
  `shipping/labels?${new URLSearchParams({ ids: vouchers.map((voucher) => voucher.id).join(','), fmt })}`;

/**
 * After packing (decision 046): the day's packed orders of a location with their vouchers, made
 * one at a time or in bulk, the carrier's refusals beside each order; the labels to print; the
 * day's close with the carrier; and the carrier's COD report.
 */
export function ShippingPage({ list, locations, vouchers, carriers, settlements }: ShippingData) {
  const { t } = useTranslation('admin-fulfilment');
  const mayChange = useMayChange('orders');
  const orders = list.orders.filter((order) => order.packed && order.shippingKind !== 'takeaway');
  const byOrder = new Map(vouchers.map((voucher) => [voucher.oid, voucher]));
  return (
    <FieldErrorTexts.Provider value="admin-fulfilment">
      <PageHeading title={t('shipping.title')} />
      <p className="mb-3 text-sm text-muted">{t('shipping.intro')}</p>
      <LocationDayForm locations={locations} location={list.location.id} day={list.day} />

      <section aria-labelledby="shipping-carriers" className="mb-4 text-sm">
        <h2 id="shipping-carriers" className="sr-only">
          {t('shipping.carriers')}
        </h2>
        <ul data-testid="carrier-status">
          {carriers.items
            .filter((item) => item.car !== 'manual')
            .map((item) => {
              const carrier = t(`shipping.carrier_${item.car}`);
              return (
                <li key={item.car} className={item.ok ? 'text-muted' : 'text-sale'}>
                  {!item.ok
                    ? t('shipping.carrier_off', { carrier, message: item.msg ?? '' })
                    : item.sbx
                      ? t('shipping.carrier_sandbox', { carrier })
                      : t('shipping.carrier_ready', { carrier })}
                </li>
              );
            })}
        </ul>
      </section>

      <PackedOrders orders={orders} vouchers={byOrder} mayChange={mayChange} />

      <section aria-labelledby="shipping-labels" className="mt-6">
        <h2 id="shipping-labels" className="mb-2 font-semibold">
          {t('shipping.labels')}
        </h2>
        {vouchers.length === 0 ? (
          <p className="text-sm text-muted">{t('shipping.labels_none')}</p>
        ) : (
          <p className="flex flex-wrap gap-4 text-sm">
            <a
              href={labelsHref(vouchers, 'a4')}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline"
            >
              {t('shipping.labels_a4')}
            </a>
            <a
              href={labelsHref(vouchers, 'label')}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline"
            >
              {t('shipping.labels_thermal')}
            </a>
          </p>
        )}
      </section>

      {mayChange && <CloseDay carriers={carriers} />}
      <CodImport settlements={settlements} mayChange={mayChange} />
    </FieldErrorTexts.Provider>
  );
}

/** The day's close with one carrier: its pickup list, and the orders handed over move to the courier. */
function CloseDay({ carriers }: { carriers: CarrierStatus }) {
  const { t } = useTranslation('admin-fulfilment');
  const usable = carriers.items.filter((item) => item.ok && item.car !== 'manual');
  return (
    <section aria-labelledby="shipping-close" className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 id="shipping-close" className="mb-2 font-semibold">
        {t('shipping.close')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('shipping.close_help')}</p>
      <AdminForm intent="closeday">
        {({ pending, outcome }) => {
          const closed = outcome?.ok ? (outcome.data as CloseDayResult) : null;
          return (
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col text-sm">
                {t('shipping.carrier')}
                <select name="car" className={inputClass}>
                  {usable.map((item) => (
                    <option key={item.car} value={item.car}>
                      {t(`shipping.carrier_${item.car}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                disabled={pending || usable.length === 0}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white disabled:opacity-60"
              >
                {t('shipping.close_do')}
              </button>
              {closed && (
                <p role="status" className="w-full text-sm text-brand-800">
                  {closed.cnt > 0
                    ? t('shipping.closed', { number: closed.pl ?? '—', count: closed.cnt })
                    : t('shipping.closed_none')}
                </p>
              )}
              {outcome && !outcome.ok && outcome.message && (
                <p role="alert" className="w-full text-sm text-sale">
                  {outcome.message}
                </p>
              )}
            </div>
          );
        }}
      </AdminForm>
    </section>
  );
}
