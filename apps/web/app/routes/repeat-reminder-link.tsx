import { ReminderLinkPage } from '~/features/repeat-purchases';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/repeat-reminder-link';

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(location.pathname, 'repeat-purchases:title'),
  // A personal link from a mail: never indexed.
  { name: 'robots', content: 'noindex' },
];

export default function RepeatReminderLinkRoute({ params }: Route.ComponentProps) {
  return <ReminderLinkPage token={params.token} />;
}
