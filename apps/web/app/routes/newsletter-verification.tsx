import { NewsletterVerification } from '~/features/newsletter';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/newsletter-verification';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, 'sections.newsletter-verification');

export default function NewsletterVerificationRoute({ params }: Route.ComponentProps) {
  return <NewsletterVerification guid={params.guid} />;
}
