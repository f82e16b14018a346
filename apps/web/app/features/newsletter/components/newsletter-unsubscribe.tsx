import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
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
  const { mutate, data, error, isPending } = useMutation({
    mutationFn: () => unsubscribeFromNewsletter(language, token),
  });
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
            onClick={() => mutate()}
            disabled={isPending || !hydrated}
            aria-busy={isPending}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('unsubscribe.submit')}
          </button>
          {error && (
            <p role="alert" className="text-sale">
              {failure}
            </p>
          )}
        </>
      )}
    </NewsletterCard>
  );
}
