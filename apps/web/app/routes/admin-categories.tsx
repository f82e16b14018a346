import { type adminCategoryListSchema, adminCategorySaveSchema } from '@shop/contract';
import type { z } from 'zod';
import { CategoryPage } from '~/features/admin/catalog/category-page';
import { categorySaveInput } from '~/features/admin/catalog/taxonomy-input';
import { adminMeta } from '~/features/admin/meta';
import { openNew, saveEntry } from '~/features/admin/server/save-entry.server';
import { staffApi } from '~/features/admin/server/staff-session.server';
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
