/**
 * Catalogue reads kept in memory for a few seconds. Writes made through the catalogue
 * service clear it at once; writes made elsewhere show within `ttlMs`. Bounded: the oldest
 * entry goes first, and callers only store what exists, so made-up keys cannot fill memory.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { expires: number; value: T }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.ttlMs <= 0) return load();
    const cached = this.entries.get(key);
    if (cached && cached.expires > Date.now()) return cached.value;
    const value = await load();
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
