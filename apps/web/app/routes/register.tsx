import { useSearchParams } from 'react-router';
import { RegisterForm } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/register';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.register');

export default function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref')?.trim() || null;
  return <RegisterForm referralCode={referralCode} />;
}
