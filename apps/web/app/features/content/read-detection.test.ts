import { describe, expect, it, vi } from 'vitest';
import { type ObserverConstructor, watchForEnd } from './read-detection';

/** An observer the test drives: `see(visible)` delivers an entry as the browser would. */
function fakeObserver() {
  const state = { observed: 0, disconnected: 0, see: (_visible: boolean) => {} };
  const Observer: ObserverConstructor = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
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
  it('reports the read once, the first time the end of the article is in view', () => {
    const { Observer, state } = fakeObserver();
    const onRead = vi.fn();
    watchForEnd(marker, onRead, Observer);
    expect(state.observed).toBe(1);
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
