import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SLIDE_MS } from '@shop/contract';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import {
  isPlaying,
  keyStep,
  positionCount,
  type SlidesPerView,
  slidesPerView,
  swipeStep,
  wrapIndex,
} from './carousel-logic';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Follows a media query after hydration; false on the server and in the first client render. */
function useMatches(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** Whether the page is in a background tab, where nothing should move. */
function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/** The viewport's width after hydration (undefined before), for the slides shown at once. */
function useViewportWidth(): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  slides: ReactNode[];
  /** Slides shown at once from each breakpoint up (spec 000 §9 breakpoints); one by default. */
  perView?: SlidesPerView;
  autoplay?: boolean;
  autoplayMs?: number;
  slideMs?: number;
}

/**
 * Slides that move one position at a time (spec 000 §9: 300 ms slide, 3000 ms autoplay). Autoplay
 * holds while the pointer is over it, while focus is inside it, in a background tab, when the
 * shopper paused it and whenever the system asks for reduced motion. Arrow keys, Home and End
 * move it; a sideways swipe does on touch screens. Only the visible slides can be focused or
 * read; the slide in view is announced when the shopper moves it, not while it plays.
 */
export function Carousel({
  label,
  slides,
  perView = { 0: 1 },
  autoplay = true,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  slideMs = CAROUSEL_SLIDE_MS,
}: CarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMatches(REDUCED_MOTION);
  const hidden = usePageHidden();
  const width = useViewportWidth();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const shown = width === undefined ? slidesPerView(0, perView) : slidesPerView(width, perView);
  const positions = positionCount(slides.length, shown);
  const current = Math.min(index, positions - 1);
  const playing = isPlaying({
    enabled: autoplay,
    positions,
    paused,
    hovered,
    focused,
    reducedMotion,
    hidden,
  });
  const move = (to: number) => setIndex(wrapIndex(to, positions));

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((at) => wrapIndex(at + 1, positions)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [playing, positions, autoplayMs]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key);
    if (!step) return;
    event.preventDefault();
    if (step === 'next') move(current + 1);
    else if (step === 'previous') move(current - 1);
    else move(step === 'first' ? 0 : positions - 1);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) move(current + step);
  };

  // On a phone the arrows would cover the banner's own words: swipe, the keys and the dots move it there.
  const buttonClass =
    'h-10 w-10 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700';
  return (
    <section
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      className="relative"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden">
        <div
          className="flex touch-pan-y"
          aria-live={playing ? 'off' : 'polite'}
          style={{
            transform: `translateX(-${(current * 100) / shown}%)`,
            transition: reducedMotion ? 'none' : `transform ${slideMs}ms ease`,
          }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {slides.map((slide, slideIndex) => {
            const visible = slideIndex >= current && slideIndex < current + shown;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a set of form fields
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the slide's identity here
                key={slideIndex}
                role="group"
                aria-roledescription={t('carousel.slide_role')}
                aria-label={t('carousel.slide_of', { number: slideIndex + 1, count: slides.length })}
                aria-hidden={!visible}
                inert={!visible}
                className="min-w-0 shrink-0"
                style={{ flexBasis: `${100 / shown}%` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {positions > 1 && (
        <>
          <button
            type="button"
            className={`${buttonClass} absolute top-1/2 left-2 hidden -translate-y-1/2 sm:flex`}
            aria-label={t('carousel.previous')}
            onClick={() => move(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${buttonClass} absolute top-1/2 right-2 hidden -translate-y-1/2 sm:flex`}
            aria-label={t('carousel.next')}
            onClick={() => move(current + 1)}
          >
            <ChevronRightIcon />
          </button>
          <div className="mt-2 flex items-center justify-center gap-1">
            {autoplay && (
              <button
                type="button"
                className="flex h-8 w-8 items-center justify-center rounded-full text-ink hover:bg-line focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={paused ? t('carousel.play') : t('carousel.pause')}
                onClick={() => setPaused(!paused)}
              >
                {paused ? <PlayIcon /> : <PauseIcon />}
              </button>
            )}
            {Array.from({ length: positions }, (_, position) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a position has no other identity
                key={position}
                type="button"
                className="flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={t('carousel.go_to', { number: position + 1 })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => move(position)}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${position === current ? 'w-6 bg-brand-700' : 'w-2.5 bg-muted'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
