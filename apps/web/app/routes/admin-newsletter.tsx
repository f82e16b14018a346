import { type AdminSubscriberList, adminNewsletterQuerySchema } from '@shop/contract';
import { SubscriberList } from '~/features/admin-content';
import { adminMeta, pageQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-newsletter';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'newsletter.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const st = url.searchParams.get('st') ?? '';
  const query = adminNewsletterQuerySchema.safeParse({
    q: q || undefined,
    st: st || undefined,
    ...pageQuery(url),
  });
  const list = await staffApi<AdminSubscriberList>(
    request,
    languageOf(url.pathname),
    'admin/newsletter/getall',
    {
      query: query.success ? { ...query.data } : {},
    },
  );
  return { list, q, st: query.success ? (query.data.st ?? '') : '' };
}

export default function AdminNewsletterRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriberList {...loaderData} />;
}
