import {
  ADMIN_COUPON_SORTS,
  type AdminCoupon,
  type adminCouponListSchema,
  adminCouponQuerySchema,
  adminCouponSaveSchema,
  type adminPromotionListSchema,
} from '@shop/contract';
import { redirect } from 'react-router';
import type { z } from 'zod/mini';
import { adminMeta, adminPath, listQuery, sortQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { CouponPage, couponSaveInput } from '~/features/admin-promotions';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-coupons';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'coupons.title');

/** An id of the address, or null when it is missing or no id. */
function idParam(url: URL, name: string): number | null {
  const id = Number(url.searchParams.get(name));
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

const COUPON_FILTERS = ['q', 'policyId', 'active', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    active: url.searchParams.get('active') ?? '',
    ...sortQuery(url, ADMIN_COUPON_SORTS, 'created', 'desc'),
  };
  const policyId = idParam(url, 'policyId');
  // Blank choices ("all") are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminCouponQuerySchema, COUPON_FILTERS, 25);
  const [list, policies] = await Promise.all([
    staffApi<z.infer<typeof adminCouponListSchema>>(request, language, 'admin/coupons/list', {
      query: { ...query },
    }),
    staffApi<z.infer<typeof adminPromotionListSchema>>(request, language, 'admin/promotions/list', {
      query: { page: 1, psize: 100 },
    }),
  ]);
  const id = idParam(url, 'id');
  return {
    list,
    filters,
    refused,
    policyId,
    policies: policies.items.map(({ id: policy, code }) => ({ id: policy, code })),
    selected: list.items.find((coupon) => coupon.id === id) ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, adminCouponSaveSchema, couponSaveInput(form));
  if (!parsed.ok) return parsed;
  const outcome = await attempt(intent, () =>
    staffApi<AdminCoupon>(request, language, 'admin/coupons/save', { method: 'POST', body: parsed.data }),
  );
  if (outcome.ok && parsed.data.id === undefined) {
    return redirect(
      adminPath(language, `/coupons?q=${encodeURIComponent(outcome.data.code)}&id=${outcome.data.id}`),
    );
  }
  return outcome;
}

export default function AdminCouponsRoute({ loaderData }: Route.ComponentProps) {
  return <CouponPage {...loaderData} />;
}
