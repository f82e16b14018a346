import { RETURN_URL_PARAM, safeReturnPath } from '@shop/contract';
import { useSearchParams } from 'react-router';
import { LoginForm } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/login';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.login');

/** Sign in, then back to the page that asked for it (a profile page), else the account. */
export default function LoginRoute() {
  const [search] = useSearchParams();
  return <LoginForm next={safeReturnPath(search.get(RETURN_URL_PARAM)) ?? '/profile'} />;
}
