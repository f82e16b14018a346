import { NewsletterUnsubscribe } from '~/features/newsletter';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/newsletter-unsubscribe';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, 'sections.newsletter-unsubscribe');

export default function NewsletterUnsubscribeRoute({ params }: Route.ComponentProps) {
  return <NewsletterUnsubscribe token={params.token} />;
}
