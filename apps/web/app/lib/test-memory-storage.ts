/** A `Storage` over a map, so a test can read back every key and value a module wrote. */
export function memoryStorage(): Storage & { dump(): string } {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    dump: () => JSON.stringify([...items]),
  };
}
