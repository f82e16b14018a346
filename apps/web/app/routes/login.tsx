import { LoginForm } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/login';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.login');

export default function LoginRoute() {
  return <LoginForm />;
}
