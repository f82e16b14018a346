import { ReminderLinkPage, repeatPurchasesTranslations } from '~/features/repeat-purchases';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/repeat-reminder-link';

registerRouteNamespaces(repeatPurchasesTranslations);

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(location.pathname, 'repeat-purchases:title'),
  // A personal link from a mail: never indexed.
  { name: 'robots', content: 'noindex' },
];

export default function RepeatReminderLinkRoute({ params }: Route.ComponentProps) {
  return <ReminderLinkPage token={params.token} />;
}
