import { HEADER_MESSAGE_SLIDER_DELAY_MS } from '@shop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';

const MESSAGES = [
  { key: 'messages.delivery', to: '/pages/shipping' },
  { key: 'messages.returns', to: '/pages/returns' },
  { key: 'messages.call_centre', to: '/contact' },
] as const;

/**
 * Up to three texts with links on a coloured bar, one at a time, changing every 5 s. A labelled
 * landmark of its own, so that no content of the page sits outside one.
 */
export function HeaderMessageBar() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % MESSAGES.length),
      HEADER_MESSAGE_SLIDER_DELAY_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <aside aria-label={t('messages.label')} className="bg-brand-800 text-white text-sm">
      <div className="container-page flex h-9 items-center justify-center overflow-hidden">
        {MESSAGES.map((message, index) => (
          <LocalizedLink
            key={message.key}
            to={message.to}
            className={index === current ? 'truncate hover:underline' : 'hidden'}
            aria-hidden={index !== current}
            tabIndex={index === current ? 0 : -1}
          >
            {t(message.key)}
          </LocalizedLink>
        ))}
      </div>
    </aside>
  );
}
