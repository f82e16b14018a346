import { useEffect } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { logout } from '~/features/customers';
import { useLanguage } from '~/lib/language';
import { pageMeta } from '~/lib/meta';
import { forgetRouteData } from '~/lib/route-data-cache';
import { readLegacyRefreshToken, readStoredCustomer, writeStoredCustomer } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/logout';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'logout.title');

export default function Logout() {
  const { t } = useTranslation();
  const language = useLanguage();
  useEffect(() => {
    const stored = readStoredCustomer();
    if (!stored) return;
    const legacyRefreshToken = readLegacyRefreshToken() ?? undefined;
    // Forget the session here at once; the server revokes it too (the refresh token goes in its
    // cookie, which the answer clears), on a best-effort call.
    writeStoredCustomer(null);
    forgetRouteData();
    logout(language, legacyRefreshToken).catch(() => undefined);
  }, [language]);
  return (
    <section className="container-page py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('logout.title')}</h1>
      <p className="mt-2 text-muted">{t('logout.text')}</p>
      <LocalizedLink to="/login" className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-white">
        {t('logout.login')}
      </LocalizedLink>
    </section>
  );
}
