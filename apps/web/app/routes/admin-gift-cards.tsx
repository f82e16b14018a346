import { type adminGiftCardListSchema, adminListQuerySchema } from '@shop/contract';
import type { z } from 'zod';
import { adminMeta, pageQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { GiftCardList } from '~/features/admin-promotions';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-gift-cards';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'gift_cards.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const query = adminListQuerySchema.safeParse({ q: q || undefined, ...pageQuery(url), psize: 25 });
  const list = await staffApi<z.infer<typeof adminGiftCardListSchema>>(
    request,
    languageOf(url.pathname),
    'admin/giftcards/list',
    { query: query.success ? { ...query.data } : { page: 1, psize: 25 } },
  );
  return { list, q };
}

export default function AdminGiftCardsRoute({ loaderData }: Route.ComponentProps) {
  return <GiftCardList {...loaderData} />;
}
