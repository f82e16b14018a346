import type { adminGiftCardDetailSchema } from '@shop/contract';
import { data } from 'react-router';
import type { z } from 'zod/mini';
import { adminMeta } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { GiftCardDetail } from '~/features/admin-promotions';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-gift-card';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'gift_cards.title');

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const card = await staffApi<z.infer<typeof adminGiftCardDetailSchema>>(
    request,
    languageOf(new URL(request.url).pathname),
    'admin/giftcards/get',
    { query: { id } },
  );
  return { card };
}

export default function AdminGiftCardRoute({ loaderData }: Route.ComponentProps) {
  return <GiftCardDetail card={loaderData.card} />;
}
