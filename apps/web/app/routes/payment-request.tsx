import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/payment-request';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.payment');

export default function PaymentRequestRoute() {
  return <SectionUnavailable section="payment" />;
}
