import {
  ADMIN_GIFT_CARD_SORTS,
  type adminGiftCardListSchema,
  adminGiftCardQuerySchema,
} from '@shop/contract';
import type { z } from 'zod/mini';
import { adminMeta, listQuery, sortQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { GiftCardList } from '~/features/admin-promotions';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-gift-cards';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'gift_cards.title');

const GIFT_CARD_FILTERS = ['q', 'active', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    active: url.searchParams.get('active') ?? '',
    ...sortQuery(url, ADMIN_GIFT_CARD_SORTS, 'created', 'desc'),
  };
  // Blank choices ("all") are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminGiftCardQuerySchema, GIFT_CARD_FILTERS, 25);
  const list = await staffApi<z.infer<typeof adminGiftCardListSchema>>(
    request,
    languageOf(url.pathname),
    'admin/giftcards/list',
    { query: { ...query } },
  );
  return { list, filters, refused };
}

export default function AdminGiftCardsRoute({ loaderData }: Route.ComponentProps) {
  return <GiftCardList {...loaderData} />;
}
