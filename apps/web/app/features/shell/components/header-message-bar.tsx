import {
  type CustomMessage,
  HEADER_MESSAGE_SLIDE_SPEED_MS,
  HEADER_MESSAGE_SLIDER_DELAY_MS,
  isExternalUrl,
} from '@shop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { headerMessageSlides } from '../navigation-model';
import { NavigationAnchor } from './navigation-anchor';

const arrow =
  'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded text-base hover:opacity-80 focus-visible:outline-2 focus-visible:outline-current';

/**
 * The header message (spec 000 §3, §9): up to three texts with their links on the message's own
 * background, one at a time, sliding on every 5 s in 500 ms. It holds still while the pointer or
 * the focus is on it, and for a shopper who asks for reduced motion; the arrows go by hand.
 */
export function HeaderMessageBar({ message }: { message: CustomMessage | null | undefined }) {
  const { t } = useTranslation('shell');
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const slides = message ? headerMessageSlides(message) : [];
  const count = slides.length;
  useEffect(() => {
    if (count < 2 || held || reducedMotion) return;
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % count),
      HEADER_MESSAGE_SLIDER_DELAY_MS,
    );
    return () => clearInterval(timer);
  }, [count, held, reducedMotion]);
  if (!message || count === 0) return null;
  const shown = current % count;
  const go = (step: number) => setCurrent((shown + step + count) % count);
  return (
    <aside
      aria-label={t('common:messages.label')}
      className="text-sm"
      style={{ backgroundColor: message.chex, color: message.tchex }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      data-testid="header-message"
    >
      <div className="container-page flex min-h-9 items-center gap-2 py-1">
        {count > 1 && (
          <button type="button" className={arrow} onClick={() => go(-1)} aria-label={t('message_previous')}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <div className="min-w-0 flex-1 overflow-hidden">
          <ul
            className="flex"
            style={{
              transform: `translateX(-${shown * 100}%)`,
              transition: reducedMotion ? 'none' : `transform ${HEADER_MESSAGE_SLIDE_SPEED_MS}ms ease-in-out`,
            }}
          >
            {slides.map((slide, index) => {
              const hidden = index !== shown;
              return (
                <li
                  key={slide.text}
                  className="w-full shrink-0 px-1 text-center text-xs leading-snug sm:truncate sm:text-sm"
                  aria-hidden={hidden}
                >
                  {slide.to ? (
                    <NavigationAnchor
                      link={{
                        to: slide.to,
                        ltype: isExternalUrl(slide.to) ? 'ExternalUrl' : 'InternalUrl',
                        trg: '_self',
                      }}
                      className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-current"
                      tabIndex={hidden ? -1 : 0}
                    >
                      {slide.text}
                    </NavigationAnchor>
                  ) : (
                    slide.text
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        {count > 1 && (
          <button type="button" className={arrow} onClick={() => go(1)} aria-label={t('message_next')}>
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
    </aside>
  );
}
