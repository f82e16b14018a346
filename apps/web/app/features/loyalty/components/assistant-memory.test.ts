import { describe, expect, it } from 'vitest';
import {
  type AssistantStores,
  mayOpenByItself,
  rememberClosed,
  rememberOpenedByItself,
} from './assistant-memory';

/** A store that keeps its items, as the browser's storage does. */
function store(): AssistantStores['session'] {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the health assistant opening by itself', () => {
  it('happens once per visit', () => {
    const local = store();
    const visit = { session: store(), local };
    expect(mayOpenByItself(visit)).toBe(true);
    rememberOpenedByItself(visit);
    expect(mayOpenByItself(visit)).toBe(false);
    // A new visit in the same browser may open it again.
    expect(mayOpenByItself({ session: store(), local })).toBe(true);
  });

  it('never happens again once the visitor closed it, in this visit or a later one', () => {
    const local = store();
    rememberClosed({ session: store(), local });
    expect(mayOpenByItself({ session: store(), local })).toBe(false);
  });

  it('stays closed when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const stores = { session: refusing, local: refusing };
    expect(mayOpenByItself(stores)).toBe(false);
    expect(() => rememberClosed(stores)).not.toThrow();
  });
});
