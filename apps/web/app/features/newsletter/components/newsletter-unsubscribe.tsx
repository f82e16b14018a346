import type { MessageResponse } from '@shop/contract';
import { useState } from 'react';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { useChange } from '~/lib/use-browser-data';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';
import { unsubscribeFromNewsletter } from '../api/unsubscribe';
import { NewsletterCard } from './newsletter-card';

/**
 * The page of a newsletter mail's unsubscribe link. It asks before acting, so a mail scanner that
 * opens links changes nothing; a mail client's one-click unsubscribe posts to the API directly.
 */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('newsletter');
  const language = useLanguage();
  const hydrated = useHydrated();
  const { run, error, pending } = useChange(() => unsubscribeFromNewsletter(language, token));
  const [data, setData] = useState<MessageResponse | null>(null);
  const failure =
    error instanceof ApiRequestError && error.body ? error.body.message : t('common:generic_error');

  return (
    <NewsletterCard title={t('unsubscribe.title')}>
      {data ? (
        <p role="status">{data.message}</p>
      ) : (
        <>
          <p>{t('unsubscribe.text')}</p>
          <button
            type="button"
            onClick={() => run().then(setData, () => undefined)}
            disabled={pending || !hydrated}
            aria-busy={pending}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('unsubscribe.submit')}
          </button>
          {error !== undefined && (
            <p role="alert" className="text-sale">
              {failure}
            </p>
          )}
        </>
      )}
    </NewsletterCard>
  );
}
