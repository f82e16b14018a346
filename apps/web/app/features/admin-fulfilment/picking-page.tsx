import type { AdminPickingList, AdminStockLocation } from '@shop/contract';
import { FieldErrorTexts } from '~/components/ui/form-field';
import { DataTable, Header, PageHeading } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { LocationDayForm } from './location-day-form';
import { PackOrder } from './pack-order';

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
      <LocationDayForm locations={locations} location={list.location.id} day={list.day}>
        <a href={pdf} target="_blank" rel="noreferrer" className="py-2 text-sm text-brand-700 underline">
          {t('picking.pdf')}
        </a>
      </LocationDayForm>
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
