import { FaqPage } from '~/features/admin-content';
import { faqsRoute } from '~/features/admin-content/server';
import { adminMeta } from '~/features/admin-frame';
import type { Route } from './+types/admin-faq';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'faq.title');

export const loader = ({ request }: Route.LoaderArgs) => faqsRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => faqsRoute.action(request);

export default function AdminFaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage {...loaderData} />;
}
