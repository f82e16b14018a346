import { Impersonation } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/impersonate';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.impersonate');

export default function ImpersonateRoute({ params }: Route.ComponentProps) {
  return <Impersonation guid={params.guid} />;
}
