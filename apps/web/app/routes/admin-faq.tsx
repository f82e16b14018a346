import { faqsRoute } from '~/features/admin/content/content-routes.server';
import { FaqPage } from '~/features/admin/content/faq-page';
import { adminMeta } from '~/features/admin/meta';
import type { Route } from './+types/admin-faq';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'faq.title');

export const loader = ({ request }: Route.LoaderArgs) => faqsRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => faqsRoute.action(request);

export default function AdminFaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage {...loaderData} />;
}
