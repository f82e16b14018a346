import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/newsletter-verification';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, 'sections.newsletter-verification');

export default function NewsletterVerificationRoute() {
  return <SectionUnavailable section="newsletter-verification" />;
}
