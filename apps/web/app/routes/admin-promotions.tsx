import {
  ADMIN_PROMOTION_SORTS,
  type AdminPromotion,
  type adminPromotionListSchema,
  adminPromotionQuerySchema,
  adminPromotionSaveSchema,
} from '@shop/contract';
import type { z } from 'zod/mini';
import { adminMeta, listQuery, sortQuery } from '~/features/admin-frame';
import { attempt, openNew, saveEntry, staffApi } from '~/features/admin-frame/server';
import { PromotionPage, promotionSaveInput } from '~/features/admin-promotions';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-promotions';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'promotions.title');

const PAGE_SIZE = 25;
const PROMOTION_FILTERS = ['q', 'active', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    active: url.searchParams.get('active') ?? '',
    ...sortQuery(url, ADMIN_PROMOTION_SORTS, 'active', 'desc'),
  };
  // Blank choices ("all") are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminPromotionQuerySchema, PROMOTION_FILTERS, PAGE_SIZE);
  const list = await staffApi<z.infer<typeof adminPromotionListSchema>>(
    request,
    language,
    'admin/promotions/list',
    { query: { ...query } },
  );
  const id = Number(url.searchParams.get('id'));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    return { list, filters, refused, selected: null };
  // The chosen policy may be on another page of the list: it is read on its own.
  const selected = await attempt('load', () =>
    staffApi<AdminPromotion>(request, language, 'admin/promotions/get', { query: { id } }),
  );
  return { list, filters, refused, selected: selected.ok ? selected.data : null };
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
