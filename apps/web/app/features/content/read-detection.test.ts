import { describe, expect, it, vi } from 'vitest';
import { type ObserverConstructor, REACHED_END_MARGIN, watchForEnd } from './read-detection';

/** An observer the test drives: `see(visible)` delivers an entry as the browser would. */
function fakeObserver() {
  const state = { observed: 0, disconnected: 0, rootMargin: '', see: (_visible: boolean) => {} };
  const Observer: ObserverConstructor = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
      state.rootMargin = options.rootMargin;
      state.see = (visible) => callback([{ isIntersecting: visible }]);
    }
    observe() {
      state.observed += 1;
    }
    disconnect() {
      state.disconnected += 1;
    }
  };
  return { Observer, state };
}

const marker = {} as Element;

describe('watchForEnd', () => {
  it('reports the read once, the first time the end of the article is in view or passed', () => {
    const { Observer, state } = fakeObserver();
    const onRead = vi.fn();
    watchForEnd(marker, onRead, Observer);
    expect(state.observed).toBe(1);
    // Above the viewport counts as reached: the margin stretches the viewport upwards only.
    expect(state.rootMargin).toBe(REACHED_END_MARGIN);
    expect(REACHED_END_MARGIN).toMatch(/^\d+px 0px 0px 0px$/);
    state.see(false);
    expect(onRead).not.toHaveBeenCalled();
    state.see(true);
    state.see(false);
    state.see(true);
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(state.disconnected).toBe(1);
  });

  it('reports nothing once the page is left, and nothing without an observer', () => {
    const { Observer, state } = fakeObserver();
    const onRead = vi.fn();
    const stop = watchForEnd(marker, onRead, Observer);
    stop();
    expect(state.disconnected).toBe(1);
    expect(watchForEnd(marker, onRead, undefined)).toBeTypeOf('function');
    expect(onRead).not.toHaveBeenCalled();
  });
});
