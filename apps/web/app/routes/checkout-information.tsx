import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/checkout-information';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.checkout');

export default function CheckoutInformationRoute() {
  return <SectionUnavailable section="checkout" />;
}
