import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductList,
  type adminCategoryListSchema,
  adminProductQuerySchema,
} from '@shop/contract';
import type { z } from 'zod';
import { ProductList } from '~/features/admin-catalog';
import { adminMeta, pageQuery, sortQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-products';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'products.title');

const PAGE_SIZE = 25;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    categoryId: url.searchParams.get('categoryId') ?? '',
    published: url.searchParams.get('published') ?? '',
    ...sortQuery(url, ADMIN_PRODUCT_SORTS, 'name'),
  };
  // Only what the contract accepts is sent on; a tampered address lists without that filter.
  const query = adminProductQuerySchema.safeParse({ ...filters, ...pageQuery(url), psize: PAGE_SIZE });
  const [list, categories] = await Promise.all([
    staffApi<AdminProductList>(request, language, 'admin/products/list', {
      query: query.success ? { ...query.data } : { page: 1, psize: PAGE_SIZE },
    }),
    staffApi<z.infer<typeof adminCategoryListSchema>>(request, language, 'admin/categories/list'),
  ]);
  return { list, filters, categories: categories.items };
}

export default function AdminProductsRoute({ loaderData }: Route.ComponentProps) {
  return <ProductList {...loaderData} />;
}
