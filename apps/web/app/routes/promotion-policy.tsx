import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/promotion-policy';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, 'sections.promotion-policy');

export default function PromotionPolicyRoute() {
  return <SectionUnavailable section="promotion-policy" />;
}
