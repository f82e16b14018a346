import { type adminCategoryListSchema, adminCategorySaveSchema } from '@shop/contract';
import type { z } from 'zod/mini';
import { CategoryPage, categorySaveInput } from '~/features/admin-catalog';
import { adminMeta } from '~/features/admin-frame';
import { openNew, saveEntry, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-categories';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'categories.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await staffApi<z.infer<typeof adminCategoryListSchema>>(
    request,
    languageOf(url.pathname),
    'admin/categories/list',
  );
  const selected = Number(url.searchParams.get('id'));
  return { categories: list.items, selected: Number.isInteger(selected) && selected > 0 ? selected : null };
}

export async function action({ request }: Route.ActionArgs) {
  return saveEntry(request, await request.formData(), {
    schema: adminCategorySaveSchema,
    input: categorySaveInput,
    path: 'admin/categories/save',
    reopen: openNew('/categories'),
  });
}

export default function AdminCategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage {...loaderData} />;
}
