import { CAROUSEL_BREAKPOINTS_PX } from '@shop/contract';

/** A width from which a number of slides shows at once: 0 or one of the carousel's breakpoints (spec 000 §9). */
export type CarouselBreakpoint = 0 | (typeof CAROUSEL_BREAKPOINTS_PX)[number];

/** Slides shown at once from each breakpoint up; a missing breakpoint keeps the narrower one's number. */
export type SlidesPerView = Partial<Record<CarouselBreakpoint, number>>;

/** The slide index moved by `step`, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** How many slides show at once at a viewport `width`. */
export function slidesPerView(width: number, perView: SlidesPerView): number {
  let shown = perView[0] ?? 1;
  for (const breakpoint of CAROUSEL_BREAKPOINTS_PX) {
    const value = perView[breakpoint];
    if (width >= breakpoint && value !== undefined) shown = value;
  }
  return Math.max(1, shown);
}

/** How many positions a carousel of `count` slides has when `shown` are visible at once. */
export function positionCount(count: number, shown: number): number {
  return Math.max(1, count - Math.max(1, shown) + 1);
}

/** A swipe: the pointer moved mostly sideways and far enough. 1 is to the next slide, -1 the previous, 0 none. */
export function swipeStep(deltaX: number, deltaY: number, threshold = 40): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** What a key pressed inside the carousel does. */
export function keyStep(key: string): 'next' | 'previous' | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** Why the carousel may be standing still; it plays only when none of these holds. */
export interface AutoplayState {
  enabled: boolean;
  positions: number;
  /** The shopper paused it with the button. */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
  /** The page is in a background tab. */
  hidden: boolean;
}

/** Whether the slides move on their own now. */
export function isPlaying(state: AutoplayState): boolean {
  return (
    state.enabled &&
    state.positions > 1 &&
    !state.paused &&
    !state.hovered &&
    !state.focused &&
    !state.reducedMotion &&
    !state.hidden
  );
}
