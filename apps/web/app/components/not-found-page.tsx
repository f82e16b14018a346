import { useTranslation } from '~/lib/use-translation';
import { LocalizedLink } from './localized-link';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="container-page py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('not_found.title')}</h1>
      <p className="mt-2 text-muted">{t('not_found.text')}</p>
      <LocalizedLink
        to="/"
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-white hover:bg-brand-800"
      >
        {t('not_found.home')}
      </LocalizedLink>
    </section>
  );
}
