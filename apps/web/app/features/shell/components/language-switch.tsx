import { LANGUAGES, stripLanguage } from '@shop/contract';
import { useLocation } from 'react-router';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The same page in the other language: a full load, so the server renders it in that language. */
export function LanguageSwitch({ className }: { className: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const location = useLocation();
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  return (
    <a
      href={localize(stripLanguage(location.pathname) + location.search, other)}
      className={className}
      hrefLang={other}
      lang={other}
    >
      {t('header.switch_to')}
    </a>
  );
}
