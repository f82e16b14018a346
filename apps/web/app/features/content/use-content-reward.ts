import { useCallback, useRef } from 'react';
import { toast } from '~/components/toasts/toast';
import { useLanguage } from '~/lib/language';
import { useIsAuthenticated } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';
import { type ContentEvent, reportContentEvent } from './api/report-reward';

/**
 * Reports a loyalty event of a content page for a signed-in customer, once per item while the
 * page is shown, and toasts the points it credited (none when the item was already rewarded).
 * Null for a guest, who has nothing to report: the API credits signed-in customers only.
 */
export function useContentReward(event: ContentEvent): ((id: number) => void) | null {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const signedIn = useIsAuthenticated();
  const reported = useRef(new Set<number>());
  const report = useCallback(
    (id: number) => {
      if (reported.current.has(id)) return;
      reported.current.add(id);
      reportContentEvent(language, event, id).then(
        ({ points }) => {
          if (points > 0) toast.success(t('points_earned', { count: points }));
        },
        // Points are a bonus of reading: a failed report must not disturb the reader, and the
        // next read or play on the page reports again.
        () => reported.current.delete(id),
      );
    },
    [event, language, t],
  );
  return signedIn ? report : null;
}
