import type { AbandonedCartStats } from '@shop/contract';
import { type AbandonedCartsData, AbandonedCartsPage } from '~/features/admin-abandoned-carts';
import { adminMeta, periodQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-abandoned-carts';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'abandoned_carts.title');

export async function loader({ request }: Route.LoaderArgs): Promise<AbandonedCartsData> {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const period = periodQuery(url);
  const stats = await staffApi<AbandonedCartStats>(request, language, 'admin/abandoned-carts/stats', {
    query: period,
  });
  return { ...period, stats };
}

export default function AdminAbandonedCartsRoute({ loaderData }: Route.ComponentProps) {
  return <AbandonedCartsPage {...loaderData} />;
}
