import type { AdminStockList, AdminStockLocation, AdminStockSort } from '@shop/contract';
import { Form, Link } from 'react-router';
import {
  DataTable,
  PageHeading,
  Pager,
  RefusedFilters,
  SortHeader,
  useQueryLink,
} from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { StockImport } from './stock-import';

export interface StockListFilters {
  q: string;
  location: string;
  low: string;
  sort: AdminStockSort;
  dir: 'asc' | 'desc';
}

const inputClass = 'rounded-md border border-line px-3 py-2 text-sm';

/** Every product and size with its stock per location: searched, filtered, sorted and paged on the server. */
export function StockList({
  list,
  locations,
  filters,
  refused,
}: {
  list: AdminStockList;
  locations: AdminStockLocation[];
  filters: StockListFilters;
  refused: string[];
}) {
  const { t } = useTranslation('admin-stock');
  const link = useQueryLink();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <>
      <PageHeading title={t('stock.title')} />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
        <label className="flex flex-col text-sm">
          {t('stock.search')}
          <input name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </label>
        <label className="flex flex-col text-sm">
          {t('stock.location')}
          <select name="location" defaultValue={filters.location} className={inputClass}>
            <option value="">{t('stock.any_location')}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.nm}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="low" value="true" defaultChecked={filters.low === 'true'} />
          {t('stock.low', { threshold: list.threshold })}
        </label>
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
          {t('stock.filter')}
        </button>
      </Form>
      <RefusedFilters refused={refused} />
      <DataTable
        caption={t('stock.title')}
        head={
          <>
            <SortHeader column="code" {...sortProps}>
              {t('stock.code')}
            </SortHeader>
            <SortHeader column="name" {...sortProps}>
              {t('stock.product')}
            </SortHeader>
            {locations.map((location) => (
              <th key={location.id} scope="col" className="px-3 py-2 text-right font-medium">
                {location.nm}
              </th>
            ))}
            <SortHeader column="total" {...sortProps} className="text-right">
              {t('stock.total')}
            </SortHeader>
          </>
        }
      >
        {list.items.map((row) => (
          <tr key={`${row.productId}-${row.dimensionId}`} data-testid="stock-row">
            <td className="px-3 py-2 font-mono text-sm">
              {row.sizeCode ?? row.code}
              {row.barcode && <span className="block text-xs text-muted">{row.barcode}</span>}
            </td>
            <td className="px-3 py-2">
              <Link to={link({ product: row.productId })} className="text-brand-800 underline">
                {row.nm}
                {row.size ? ` · ${row.size}` : ''}
              </Link>
            </td>
            {locations.map((location) => {
              const held = row.at[String(location.id)] ?? 0;
              return (
                <td
                  key={location.id}
                  className={`px-3 py-2 text-right tabular-nums ${held <= list.threshold ? 'text-sale' : ''}`}
                >
                  {held}
                </td>
              );
            })}
            <td className="px-3 py-2 text-right font-semibold tabular-nums">{row.total}</td>
          </tr>
        ))}
      </DataTable>
      {list.items.length === 0 && <p className="mt-2 text-muted">{t('stock.none')}</p>}
      <Pager page={list.page} psize={list.psize} total={list.total} />
      <StockImport />
    </>
  );
}
