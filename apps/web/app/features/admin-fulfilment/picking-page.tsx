import type { AdminPickingList, AdminStockLocation } from '@shop/contract';
import { Form } from 'react-router';
import { FieldErrorTexts } from '~/components/ui/form-field';
import { DataTable, Header, PageHeading } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { PackOrder } from './pack-order';

const inputClass = 'rounded-md border border-line px-3 py-2';

/**
 * A location's picking list for a day: what to take off the shelves per product, the printable
 * PDF, and each order to tick or scan and mark packed (decision 047). Made for a phone first.
 */
export function PickingPage({
  list,
  locations,
}: {
  list: AdminPickingList;
  locations: AdminStockLocation[];
}) {
  const { t } = useTranslation('admin-fulfilment');
  const pdf = `picking/pdf?${new URLSearchParams({ location: String(list.location.id), day: list.day })}`;
  return (
    <FieldErrorTexts.Provider value="admin-fulfilment">
      <PageHeading title={t('picking.title')} />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          {t('picking.location')}
          <select name="location" defaultValue={list.location.id} className={inputClass}>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.nm}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('picking.day')}
          <input type="date" name="day" defaultValue={list.day} className={inputClass} />
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
          {t('picking.show')}
        </button>
        <a href={pdf} target="_blank" rel="noreferrer" className="py-2 text-sm text-brand-700 underline">
          {t('picking.pdf')}
        </a>
      </Form>
      {list.orders.length === 0 && <p className="text-muted">{t('picking.none')}</p>}
      {list.products.length > 0 && (
        <section aria-labelledby="picking-products" className="mb-6">
          <h2 id="picking-products" className="mb-2 font-semibold">
            {t('picking.products')}
          </h2>
          <DataTable
            caption={t('picking.products')}
            head={
              <>
                <Header>{t('picking.product')}</Header>
                <Header>{t('picking.barcode')}</Header>
                <Header className="text-right">{t('picking.quantity')}</Header>
                <Header>{t('picking.orders')}</Header>
              </>
            }
          >
            {list.products.map((item) => (
              <tr key={`${item.productId}-${item.dimensionId}`} data-testid="picking-product">
                <td className="px-3 py-2">
                  {item.nm}
                  {item.size ? ` · ${item.size}` : ''}
                  <span className="block font-mono text-xs text-muted">{item.sizeCode ?? item.code}</span>
                </td>
                <td className="px-3 py-2 font-mono text-sm">{item.barcode ?? '—'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="px-3 py-2 text-sm">{item.orders.join(', ')}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
      {list.orders.length > 0 && (
        <section aria-labelledby="picking-orders">
          <h2 id="picking-orders" className="mb-2 font-semibold">
            {t('picking.orders')}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {list.orders.map((order) => (
              <PackOrder key={order.id} order={order} locationId={list.location.id} />
            ))}
          </div>
        </section>
      )}
    </FieldErrorTexts.Provider>
  );
}
