import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { verifyNewsletterSubscription } from '../api/verify-subscription';
import { NewsletterCard } from './newsletter-card';

/** Opens the mailed confirmation link once; the API's answer (confirmed, expired, used) is shown as it is. */
export function NewsletterVerification({ guid }: { guid: string }) {
  const { t } = useTranslation('newsletter');
  const language = useLanguage();
  const { mutate, data, error, isPending, isIdle } = useMutation({
    mutationFn: () => verifyNewsletterSubscription(language, guid),
  });
  // The link works once: a second effect run (React's strict mode) must not spend it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const failure =
    error instanceof ApiRequestError && error.body ? error.body.message : t('common:generic_error');
  return (
    <NewsletterCard title={t('verify.title')}>
      {(isIdle || isPending) && <p aria-busy="true">{t('verify.checking')}</p>}
      {data && (
        <div role="status" className="space-y-2">
          <p>{data.message}</p>
          {data.lpnt > 0 && (
            <p className="font-medium text-brand-800">{t('verify.points', { count: data.lpnt })}</p>
          )}
        </div>
      )}
      {error && (
        <div role="alert" className="space-y-2">
          <p className="text-sale">{failure}</p>
          <p className="text-sm text-muted">{t('verify.again')}</p>
        </div>
      )}
    </NewsletterCard>
  );
}
