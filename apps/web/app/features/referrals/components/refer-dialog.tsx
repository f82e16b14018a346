import { RETURN_URL_PARAM, stripLanguage } from '@shop/contract';
import { useLocation } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { Dialog } from '~/components/ui/dialog';
import { useIsAuthenticated } from '~/lib/session';
import { useRouteNamespaces, useTranslation } from '~/lib/use-translation';
import { referralTranslations } from '../translations';
import { ReferForm } from './refer-form';

const linkClass = 'rounded-md px-4 py-2 text-center text-sm font-medium';

/** The refer-a-friend dialog (spec 000 §4): the form for a customer, sign-in and register links for a guest. */
export default function ReferDialog({ onClose }: { onClose: () => void }) {
  // Loaded only when the dialog first opens, so no page carries these texts or the form before.
  useRouteNamespaces(referralTranslations);
  const { t } = useTranslation('referrals');
  const signedIn = useIsAuthenticated();
  const { pathname, search } = useLocation();
  const back = `?${new URLSearchParams({ [RETURN_URL_PARAM]: `${stripLanguage(pathname)}${search}` })}`;
  return (
    <Dialog title={t('dialog_title')} closeLabel={t('close')} onClose={onClose} closeButton width="max-w-lg">
      {signedIn ? (
        <ReferForm />
      ) : (
        <div className="mt-3 space-y-4" data-testid="refer-guest">
          <p className="text-sm">{t('guest_text')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <LocalizedLink
              to={`/login${back}`}
              className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t('login')}
            </LocalizedLink>
            <LocalizedLink
              to="/register"
              className={`${linkClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
            >
              {t('register')}
            </LocalizedLink>
          </div>
        </div>
      )}
    </Dialog>
  );
}
