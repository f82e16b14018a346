import {
  type AdminFeedSettings,
  type adminCategoryListSchema,
  adminFeedCategoryRuleSchema,
  adminFeedProductRuleSchema,
  adminFeedWeightSchema,
} from '@shop/contract';
import type { z } from 'zod/mini';
import {
  FeedsPage,
  type FeedsPageData,
  feedCategoryInput,
  feedProductInput,
  feedWeightInput,
} from '~/features/admin-feeds';
import { adminMeta } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-feeds';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'feeds.title');

export async function loader({ request }: Route.LoaderArgs): Promise<FeedsPageData> {
  const language = languageOf(new URL(request.url).pathname);
  const [settings, categories] = await Promise.all([
    staffApi<AdminFeedSettings>(request, language, 'admin/feeds/settings'),
    staffApi<z.infer<typeof adminCategoryListSchema>>(request, language, 'admin/categories/list'),
  ]);
  return {
    settings,
    categories: categories.items.map((category) => ({ id: category.id, name: category[language].nm })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const send = <T,>(path: string, parsed: { ok: true; data: T } | { ok: false }) =>
    parsed.ok
      ? attempt(intent, () =>
          staffApi<AdminFeedSettings>(request, language, `admin/feeds/${path}/set`, {
            method: 'POST',
            body: parsed.data,
          }),
        )
      : parsed;
  if (intent === 'category')
    return send('categories', parseForm(intent, adminFeedCategoryRuleSchema, feedCategoryInput(form)));
  if (intent === 'product')
    return send('products', parseForm(intent, adminFeedProductRuleSchema, feedProductInput(form)));
  return send('weights', parseForm(intent, adminFeedWeightSchema, feedWeightInput(form)));
}

export default function AdminFeedsRoute({ loaderData }: Route.ComponentProps) {
  return <FeedsPage {...loaderData} />;
}
