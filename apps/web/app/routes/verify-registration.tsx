import { VerifyRegistration } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/verify-registration';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, 'sections.verify-registration');

export default function VerifyRegistrationRoute({ params }: Route.ComponentProps) {
  return <VerifyRegistration guid={params.guid} />;
}
