import { ADMIN_NEWSLETTER_SORTS, type AdminSubscriberList, adminNewsletterQuerySchema } from '@shop/contract';
import { SubscriberList } from '~/features/admin-content';
import { adminMeta, listQuery, sortQuery } from '~/features/admin-frame';
import { staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-newsletter';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'newsletter.title');

const PAGE_SIZE = 25;
const SUBSCRIBER_FILTERS = ['q', 'st', 'sort', 'dir'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Blank choices ("all") are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminNewsletterQuerySchema, SUBSCRIBER_FILTERS, PAGE_SIZE);
  const list = await staffApi<AdminSubscriberList>(
    request,
    languageOf(url.pathname),
    'admin/newsletter/getall',
    { query: { ...query } },
  );
  const filters = {
    q: url.searchParams.get('q')?.trim() ?? '',
    // The export link follows the status shown, so only one the contract accepts.
    st: 'st' in query ? (query.st ?? '') : '',
    ...sortQuery(url, ADMIN_NEWSLETTER_SORTS, 'requested', 'desc'),
  };
  return { list, filters, refused };
}

export default function AdminNewsletterRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriberList {...loaderData} />;
}
