import {
  ADMIN_BRAND_SORTS,
  type AdminBrand,
  type adminBrandListSchema,
  adminBrandQuerySchema,
  adminBrandSaveSchema,
} from '@shop/contract';
import { redirect } from 'react-router';
import type { z } from 'zod/mini';
import { BrandPage, brandSaveInput } from '~/features/admin-catalog';
import { adminMeta, adminPath, listQuery, sortQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-brands';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'brands.title');

const BRAND_FILTERS = ['q', 'public', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    public: url.searchParams.get('public') ?? '',
    ...sortQuery(url, ADMIN_BRAND_SORTS, 'name'),
  };
  // Blank choices ("all") are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminBrandQuerySchema, BRAND_FILTERS, 25);
  const list = await staffApi<z.infer<typeof adminBrandListSchema>>(
    request,
    languageOf(url.pathname),
    'admin/brands/list',
    { query: { ...query } },
  );
  const id = Number(url.searchParams.get('id'));
  return { list, filters, refused, selected: list.items.find((brand) => brand.id === id) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminBrandSaveSchema, brandSaveInput(form));
  if (!parsed.ok) return parsed;
  const outcome = await attempt(intent, () =>
    staffApi<AdminBrand>(request, language, 'admin/brands/save', { method: 'POST', body: parsed.data }),
  );
  if (outcome.ok && parsed.data.id === undefined) {
    return redirect(
      adminPath(language, `/brands?q=${encodeURIComponent(outcome.data.eurl)}&id=${outcome.data.id}`),
    );
  }
  return outcome;
}

export default function AdminBrandsRoute({ loaderData }: Route.ComponentProps) {
  return <BrandPage {...loaderData} />;
}
