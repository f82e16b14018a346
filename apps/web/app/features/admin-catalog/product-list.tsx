import type { AdminCategory, AdminProductList, AdminProductSort } from '@shop/contract';
import { Form, Link } from 'react-router';
import {
  adminPath,
  DataTable,
  formatAdminDate,
  formatAdminMoney,
  Header,
  PageHeading,
  Pager,
  RefusedFilters,
  SortHeader,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

export interface ProductListFilters {
  q: string;
  categoryId: string;
  published: string;
  sort: AdminProductSort;
  dir: 'asc' | 'desc';
}

const inputClass = 'rounded-md border border-line px-3 py-2 text-sm';

/** Products, published or not, searched, filtered, sorted and paged on the server. */
export function ProductList({
  list,
  filters,
  categories,
  refused,
}: {
  list: AdminProductList;
  filters: ProductListFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
  categories: AdminCategory[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <>
      <PageHeading title={t('products.title')} />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
        <label className="flex flex-col text-sm">
          {t('products.search')}
          <input name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </label>
        <label className="flex flex-col text-sm">
          {t('products.category')}
          <select name="categoryId" defaultValue={filters.categoryId} className={inputClass}>
            <option value="">{t('all')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category[language].nm}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('products.published')}
          <select name="published" defaultValue={filters.published} className={inputClass}>
            <option value="">{t('all')}</option>
            <option value="true">{t('yes')}</option>
            <option value="false">{t('no')}</option>
          </select>
        </label>
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white hover:bg-brand-800"
        >
          {t('filter')}
        </button>
      </Form>
      <RefusedFilters refused={refused} />
      <DataTable
        caption={t('products.title')}
        head={
          <>
            <SortHeader column="code" {...sortProps}>
              {t('products.code')}
            </SortHeader>
            <SortHeader column="name" {...sortProps}>
              {t('products.name')}
            </SortHeader>
            <Header>{t('products.brand')}</Header>
            <SortHeader column="price" {...sortProps} className="text-right">
              {t('products.price')}
            </SortHeader>
            <SortHeader column="stock" {...sortProps} className="text-right">
              {t('products.stock')}
            </SortHeader>
            <Header>{t('products.published')}</Header>
            <SortHeader column="updated" {...sortProps}>
              {t('products.updated')}
            </SortHeader>
          </>
        }
      >
        {list.items.map((product) => (
          <tr key={product.id}>
            <td className="px-3 py-2 font-mono">{product.code}</td>
            <td className="px-3 py-2">
              <Link to={adminPath(language, `/products/${product.id}`)} className="text-brand-800 underline">
                {product.nm}
              </Link>
            </td>
            <td className="px-3 py-2">{product.brand ?? '—'}</td>
            <td className="px-3 py-2 text-right tabular-nums">
              {formatAdminMoney(product.prc, language)}
              {product.lprc !== null && (
                <s className="ml-2 text-muted">{formatAdminMoney(product.lprc, language)}</s>
              )}
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{product.stock}</td>
            <td className="px-3 py-2">{product.isPublished ? t('yes') : t('no')}</td>
            <td className="px-3 py-2">{formatAdminDate(product.updatedAt, language)}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}
