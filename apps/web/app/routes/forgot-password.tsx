import { ForgotPasswordForm } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/forgot-password';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.forgot-password');

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
