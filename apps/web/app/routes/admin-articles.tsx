import { ArticlePage } from '~/features/admin-content';
import { articlesRoute } from '~/features/admin-content/server';
import { adminMeta } from '~/features/admin-frame';
import type { Route } from './+types/admin-articles';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'articles.title');

export const loader = ({ request }: Route.LoaderArgs) => articlesRoute.loader(request);

export const action = ({ request }: Route.ActionArgs) => articlesRoute.action(request);

export default function AdminArticlesRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage {...loaderData} />;
}
