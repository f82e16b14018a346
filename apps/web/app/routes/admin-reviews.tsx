import {
  type AdminReview,
  type AdminReviewList,
  adminReviewQuerySchema,
  reviewModerationRequestSchema,
} from '@shop/contract';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ReviewQueue } from '~/features/admin-content';
import { adminMeta, listQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-reviews';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'reviews.title');

const PAGE_SIZE = 25;

const REVIEW_FILTERS = ['q', 'st', 'rating', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The queue's one order choice, e.g. `rating.asc`, is the list's sort and direction.
  const [sort, dir] = url.searchParams.get('order')?.split('.') ?? [];
  if (sort) url.searchParams.set('sort', sort);
  if (dir) url.searchParams.set('dir', dir);
  const { query, refused } = listQuery(url, adminReviewQuerySchema, REVIEW_FILTERS, PAGE_SIZE);
  const list = await staffApi<AdminReviewList>(request, languageOf(url.pathname), 'admin/reviews/pending', {
    query: { ...query },
  });
  const filters = 'st' in query ? query : adminReviewQuerySchema.parse({ psize: PAGE_SIZE });
  return { list, filters: { ...filters, q: filters.q ?? '' }, refused };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, reviewModerationRequestSchema, { id: form.get('id') });
  if (!parsed.ok) return parsed;
  const path = form.get('verdict') === 'approve' ? 'admin/reviews/approve' : 'admin/reviews/reject';
  return attempt(intent, () =>
    staffApi<AdminReview>(request, language, path, { method: 'POST', body: parsed.data }),
  );
}

/** A handled review stays in view with its verdict (the queue does not jump under the pointer). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export default function AdminReviewsRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewQueue {...loaderData} />;
}
