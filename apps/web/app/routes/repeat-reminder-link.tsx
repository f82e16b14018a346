import { ReminderLinkPage, repeatPurchasesTranslations } from '~/features/repeat-purchases';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/repeat-reminder-link';

const namespaces = [repeatPurchasesTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(location.pathname, 'repeat-purchases:title'),
  // A personal link from a mail: never indexed.
  { name: 'robots', content: 'noindex' },
];

export default function RepeatReminderLinkRoute({ params }: Route.ComponentProps) {
  return <ReminderLinkPage token={params.token} />;
}
