import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './localized-link';

/** What a route shows until its feature lands: a plain statement, never invented content. */
export function SectionUnavailable({ section }: { section: string }) {
  const { t } = useTranslation();
  const name = t(`sections.${section}`);
  return (
    <section className="container-page py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('unavailable.title')}</h1>
      <p className="mt-2 text-muted">{t('unavailable.text', { section: name })}</p>
      <LocalizedLink to="/" className="mt-6 inline-block text-brand-700 underline">
        {t('unavailable.home')}
      </LocalizedLink>
    </section>
  );
}
