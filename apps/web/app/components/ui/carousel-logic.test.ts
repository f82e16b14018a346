import { describe, expect, it } from 'vitest';
import {
  type AutoplayState,
  isPlaying,
  keyStep,
  positionCount,
  slidesPerView,
  swipeStep,
  wrapIndex,
} from './carousel-logic';

describe('carousel logic', () => {
  it('wraps the index at both ends', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 0)).toBe(0);
  });

  it('shows the number of slides of the widest breakpoint the width reaches', () => {
    const perView = { 0: 1, 575: 2, 900: 3, 1230: 4, 2080: 6 };
    expect(slidesPerView(320, perView)).toBe(1);
    expect(slidesPerView(574, perView)).toBe(1);
    expect(slidesPerView(575, perView)).toBe(2);
    expect(slidesPerView(768, perView)).toBe(2);
    expect(slidesPerView(1229, perView)).toBe(3);
    expect(slidesPerView(1440, perView)).toBe(4);
    expect(slidesPerView(2560, perView)).toBe(6);
    expect(slidesPerView(1000, {})).toBe(1);
    expect(slidesPerView(1000, { 425: 0 })).toBe(1);
  });

  it('counts the positions of a carousel showing several slides at once', () => {
    expect(positionCount(4, 1)).toBe(4);
    expect(positionCount(10, 4)).toBe(7);
    expect(positionCount(2, 5)).toBe(1);
    expect(positionCount(0, 1)).toBe(1);
  });

  it('takes a mostly sideways move past the threshold as a swipe', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });

  it('maps the arrow, Home and End keys', () => {
    expect(keyStep('ArrowRight')).toBe('next');
    expect(keyStep('ArrowLeft')).toBe('previous');
    expect(keyStep('Home')).toBe('first');
    expect(keyStep('End')).toBe('last');
    expect(keyStep('Enter')).toBeNull();
  });

  it('plays only when enabled with more than one position and nothing holds it', () => {
    const playing: AutoplayState = {
      enabled: true,
      positions: 4,
      paused: false,
      hovered: false,
      focused: false,
      reducedMotion: false,
      hidden: false,
    };
    expect(isPlaying(playing)).toBe(true);
    for (const hold of ['paused', 'hovered', 'focused', 'reducedMotion', 'hidden'] as const) {
      expect(isPlaying({ ...playing, [hold]: true }), hold).toBe(false);
    }
    expect(isPlaying({ ...playing, enabled: false })).toBe(false);
    expect(isPlaying({ ...playing, positions: 1 })).toBe(false);
  });
});
