import { useTranslation } from '~/lib/use-translation';
import { useConsent } from '../consent-context';

/** The footer's way back to the cookie choice: opens the banner with the categories shown. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('consent');
  const { openSettings } = useConsent();
  return (
    <button type="button" onClick={openSettings} className={className}>
      {t('footer_link')}
    </button>
  );
}
