import { type AdminCategory, type adminCategoryListSchema, adminCategorySaveSchema } from '@shop/contract';
import { redirect } from 'react-router';
import type { z } from 'zod';
import { CategoryPage } from '~/features/admin/catalog/category-page';
import { categorySaveInput } from '~/features/admin/catalog/taxonomy-input';
import { adminMeta } from '~/features/admin/meta';
import { adminPath } from '~/features/admin/paths';
import { attempt, intentOf, parseForm } from '~/features/admin/server/outcome.server';
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
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminCategorySaveSchema, categorySaveInput(form));
  if (!parsed.ok) return parsed;
  const outcome = await attempt(intent, () =>
    staffApi<AdminCategory>(request, language, 'admin/categories/save', {
      method: 'POST',
      body: parsed.data,
    }),
  );
  // A new category opens as the one chosen.
  if (outcome.ok && parsed.data.id === undefined)
    return redirect(adminPath(language, `/categories?id=${outcome.data.id}`));
  return outcome;
}

export default function AdminCategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage {...loaderData} />;
}
