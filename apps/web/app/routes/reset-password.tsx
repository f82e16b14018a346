import { ResetPasswordForm } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/reset-password';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.reset-password');

export default function ResetPasswordRoute({ params }: Route.ComponentProps) {
  return <ResetPasswordForm guid={params.guid} />;
}
