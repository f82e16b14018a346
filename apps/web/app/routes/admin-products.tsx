import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductList,
  type adminCategoryListSchema,
  adminProductQuerySchema,
} from '@shop/contract';
import type { z } from 'zod/mini';
import { ProductList } from '~/features/admin-catalog';
import { adminMeta, listQuery, sortQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-products';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'products.title');

const PAGE_SIZE = 25;
const PRODUCT_FILTERS = ['q', 'categoryId', 'published', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    categoryId: url.searchParams.get('categoryId') ?? '',
    published: url.searchParams.get('published') ?? '',
    ...sortQuery(url, ADMIN_PRODUCT_SORTS, 'name'),
  };
  // Blank choices ("all") are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminProductQuerySchema, PRODUCT_FILTERS, PAGE_SIZE);
  const [list, categories] = await Promise.all([
    staffApi<AdminProductList>(request, language, 'admin/products/list', { query: { ...query } }),
    staffApi<z.infer<typeof adminCategoryListSchema>>(request, language, 'admin/categories/list'),
  ]);
  return { list, filters, refused, categories: categories.items };
}

export default function AdminProductsRoute({ loaderData }: Route.ComponentProps) {
  return <ProductList {...loaderData} />;
}
