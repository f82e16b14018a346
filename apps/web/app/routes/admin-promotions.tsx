import {
  type AdminPromotion,
  adminListQuerySchema,
  type adminPromotionListSchema,
  adminPromotionSaveSchema,
} from '@shop/contract';
import type { z } from 'zod';
import { adminMeta, pageQuery } from '~/features/admin-frame';
import { attempt, openNew, saveEntry, staffApi } from '~/features/admin-frame/server';
import { PromotionPage, promotionSaveInput } from '~/features/admin-promotions';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-promotions';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'promotions.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const query = adminListQuerySchema.safeParse({ q: q || undefined, ...pageQuery(url), psize: 25 });
  const list = await staffApi<z.infer<typeof adminPromotionListSchema>>(
    request,
    language,
    'admin/promotions/list',
    { query: query.success ? { ...query.data } : { page: 1, psize: 25 } },
  );
  const id = Number(url.searchParams.get('id'));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return { list, q, selected: null };
  // The chosen policy may be on another page of the list: it is read on its own.
  const selected = await attempt('load', () =>
    staffApi<AdminPromotion>(request, language, 'admin/promotions/get', { query: { id } }),
  );
  return { list, q, selected: selected.ok ? selected.data : null };
}

export async function action({ request }: Route.ActionArgs) {
  return saveEntry(request, await request.formData(), {
    schema: adminPromotionSaveSchema,
    input: promotionSaveInput,
    path: 'admin/promotions/save',
    reopen: openNew('/promotions'),
  });
}

export default function AdminPromotionsRoute({ loaderData }: Route.ComponentProps) {
  return <PromotionPage {...loaderData} />;
}
