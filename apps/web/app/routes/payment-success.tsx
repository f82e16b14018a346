import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/payment-success';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.payment');

export default function PaymentSuccessRoute() {
  return <SectionUnavailable section="payment" />;
}
