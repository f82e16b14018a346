import {
  type AdminProduct,
  type adminBrandListSchema,
  type adminCategoryListSchema,
  adminImageOrderSchema,
  type adminProductOptionsSchema,
  adminProductSaveSchema,
  adminStockSaveSchema,
} from '@shop/contract';
import { data } from 'react-router';
import type { z } from 'zod/mini';
import { ProductEditPage, productSaveInput, stockSaveInput } from '~/features/admin-catalog';
import { adminMeta, idValues } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi, staffRawApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-product';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'products.edit');

function productId(params: { id: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const id = productId(params);
  const [product, options, categories, brands] = await Promise.all([
    staffApi<AdminProduct>(request, language, 'admin/products/get', { query: { id } }),
    staffApi<z.infer<typeof adminProductOptionsSchema>>(request, language, 'admin/products/options'),
    staffApi<z.infer<typeof adminCategoryListSchema>>(request, language, 'admin/categories/list'),
    staffApi<z.infer<typeof adminBrandListSchema>>(request, language, 'admin/brands/list', {
      query: { page: 1, psize: 100 },
    }),
  ]);
  return { product, options, categories: categories.items, brands: brands.items };
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const id = productId(params);
  const form = await request.formData();
  const intent = intentOf(form);
  const post = (path: string, body: unknown) =>
    attempt(intent, () => staffApi<AdminProduct>(request, language, path, { method: 'POST', body }));

  if (intent === 'save') {
    const parsed = parseForm(intent, adminProductSaveSchema, productSaveInput(form));
    return parsed.ok ? post('admin/products/save', { ...parsed.data, id }) : parsed;
  }
  if (intent === 'stock') {
    const parsed = parseForm(intent, adminStockSaveSchema, stockSaveInput(form));
    return parsed.ok ? post('admin/products/stock', { ...parsed.data, id }) : parsed;
  }
  if (intent.startsWith('main-picture-')) {
    const imageIds = String(form.get('imageIds') ?? '')
      .split(',')
      .map(Number);
    const parsed = parseForm(intent, adminImageOrderSchema, { id, imageIds });
    return parsed.ok ? post('admin/products/pictures/order', parsed.data) : parsed;
  }
  if (intent.startsWith('remove-picture-')) {
    const [imageId] = idValues(form, 'imageId');
    return attempt(intent, () =>
      staffApi<AdminProduct>(request, language, 'admin/products/pictures', {
        method: 'DELETE',
        query: { id, imageId },
      }),
    );
  }
  if (intent === 'picture') {
    const file = form.get('file');
    const upload = new FormData();
    if (file instanceof File && file.size > 0) upload.append('file', file, file.name);
    return attempt(intent, async () => {
      const response = await staffRawApi(request, language, 'admin/products/pictures', {
        method: 'POST',
        query: { id },
        body: upload,
      });
      return (await response.json()) as AdminProduct;
    });
  }
  throw data(null, { status: 400 });
}

export default function AdminProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductEditPage {...loaderData} />;
}
