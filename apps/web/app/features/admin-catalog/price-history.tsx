import type { AdminProduct } from '@shop/contract';
import { DataTable, formatAdminDate, formatAdminMoney, Header } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The latest price changes and the lowest price of the 30 days before the current one (Omnibus). */
export function PriceHistory({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const sizeName = (id: number | null) =>
    product.dimensions.find((dimension) => dimension.id === id)?.[language].tx ?? t('products.whole_product');
  return (
    <section className="rounded-lg border border-line bg-white p-4" aria-labelledby="price-history">
      <h2 id="price-history" className="mb-1 font-semibold">
        {t('products.price_history')}
      </h2>
      <p className="mb-3 text-sm" data-testid="lowest-30">
        {t('products.lowest_30')}:{' '}
        <strong>{product.lowest30 === null ? '—' : formatAdminMoney(product.lowest30, language)}</strong>
      </p>
      {product.priceHistory.length > 0 && (
        <DataTable
          caption={t('products.price_history')}
          head={
            <>
              <Header>{t('products.since')}</Header>
              <Header>{t('products.size')}</Header>
              <Header className="text-right">{t('products.price')}</Header>
            </>
          }
        >
          {product.priceHistory.map((change) => (
            <tr key={`${change.at}-${change.dimensionId}-${change.prc}`}>
              <td className="px-3 py-2">{formatAdminDate(change.at, language)}</td>
              <td className="px-3 py-2">{sizeName(change.dimensionId)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAdminMoney(change.prc, language)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
