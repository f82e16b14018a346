import {
  ADMIN_STOCK_SORTS,
  type AdminProductStock,
  type AdminStockImportResult,
  type AdminStockList,
  type AdminStockLocation,
  adminLocationStockSaveSchema,
  adminStockImportSchema,
  adminStockListQuerySchema,
  adminStockTransferSchema,
} from '@shop/contract';
import { adminMeta, listQuery, sortQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import {
  countsInput,
  StockList,
  StockProduct,
  stockImportInput,
  stockTranslations,
  transferInput,
} from '~/features/admin-stock';
import { loadRouteNamespaces } from '~/lib/i18n';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-stock';

const namespaces = [stockTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'nav.stock');

const PAGE_SIZE = 25;
const STOCK_FILTERS = ['q', 'location', 'low', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const locations = await staffApi<AdminStockLocation[]>(request, language, 'admin/stock/locations');
  const asked = Number(url.searchParams.get('product'));
  const product = Number.isInteger(asked) && asked > 0 && asked <= 2_147_483_647 ? asked : null;
  if (product !== null) {
    const [rows, stock] = await Promise.all([
      staffApi<AdminStockList>(request, language, 'admin/stock/list', { query: { product, psize: 100 } }),
      staffApi<AdminProductStock>(request, language, 'admin/stock/product', { query: { id: product } }),
    ]);
    return { view: 'product' as const, locations, rows: rows.items, stock };
  }
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    location: url.searchParams.get('location') ?? '',
    low: url.searchParams.get('low') ?? '',
    ...sortQuery(url, ADMIN_STOCK_SORTS, 'name'),
  };
  const { query, refused } = listQuery(url, adminStockListQuerySchema, STOCK_FILTERS, PAGE_SIZE);
  const list = await staffApi<AdminStockList>(request, language, 'admin/stock/list', { query: { ...query } });
  return { view: 'list' as const, locations, list, filters, refused };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  if (intent === 'save') {
    const parsed = parseForm(intent, adminLocationStockSaveSchema, countsInput(form));
    if (!parsed.ok) return parsed;
    return attempt(intent, () =>
      staffApi<AdminProductStock>(request, language, 'admin/stock/save', {
        method: 'POST',
        body: parsed.data,
      }),
    );
  }
  if (intent === 'transfer') {
    const parsed = parseForm(intent, adminStockTransferSchema, transferInput(form));
    if (!parsed.ok) return parsed;
    return attempt(intent, () =>
      staffApi<null>(request, language, 'admin/stock/transfer', { method: 'POST', body: parsed.data }),
    );
  }
  const parsed = parseForm(intent, adminStockImportSchema, stockImportInput(form));
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<AdminStockImportResult>(request, language, 'admin/stock/import', {
      method: 'POST',
      body: parsed.data,
    }),
  );
}

export default function AdminStockRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'product') return <StockProduct {...loaderData} />;
  return <StockList {...loaderData} />;
}
