import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-shipping-payment';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');

export default function CheckoutShippingPaymentRoute() {
  return <SectionUnavailable section="checkout" />;
}
