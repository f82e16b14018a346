import { useLanguage } from '~/lib/language';
import { useSingleUseLink } from '~/lib/use-single-use-link';
import { useTranslation } from '~/lib/use-translation';
import { verifyNewsletterSubscription } from '../api/verify-subscription';
import { NewsletterCard } from './newsletter-card';

/** Opens the mailed confirmation link once; the API's answer (confirmed, expired, used) is shown as it is. */
export function NewsletterVerification({ guid }: { guid: string }) {
  const { t } = useTranslation('newsletter');
  const language = useLanguage();
  const { data, error, waiting, failure } = useSingleUseLink(() =>
    verifyNewsletterSubscription(language, guid),
  );
  return (
    <NewsletterCard title={t('verify.title')}>
      {waiting && <p aria-busy="true">{t('verify.checking')}</p>}
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
