/** A listing's answer as kept: the page's product ids, the total, the facets already as JSON. */
export interface KeptListing {
  ids: readonly number[];
  total: number;
  facetsJson: string;
  /** For a search, how many products its words found (search insights count it). */
  found: number;
}

interface Kept {
  answer: KeptListing;
  /** A promotion starts or ends then: listings filtered or counted by promotion may change. */
  validUntil: number;
  bytes: number;
}

/** What a kept answer holds in memory, about: UTF-16 strings, the ids, the entry. */
const bytesOf = (key: string, answer: KeptListing) =>
  2 * (key.length + answer.facetsJson.length) + 8 * answer.ids.length + 200;

/**
 * Listing and search answers already worked out, by the request that asked, until the catalogue
 * changes (`clear`, on every change the read model applies) or a promotion starts or ends. A
 * listing costs in proportion to the products it covers, a search also the matching of its words;
 * the same request asked again costs a lookup. Bounded by the bytes it keeps, the least recently
 * asked dropped first; 0 bytes keeps nothing. Decision 055.
 */
export class ListingAnswers {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;
  /** Moves on with each `clear`: an answer worked out before it is not kept after it. */
  private generation = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxBytes: number) {}

  /** The catalogue changed: nothing kept is the answer any more. */
  clear(): void {
    this.kept.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** The kept answer for `key` if still valid at `now`, else `work`'s, kept until `validUntil(now)`. */
  async answer(
    key: string,
    now: number,
    validUntil: (now: number) => number,
    work: () => KeptListing | Promise<KeptListing>,
  ): Promise<KeptListing> {
    if (this.maxBytes <= 0) return work();
    const kept = this.kept.get(key);
    if (kept) {
      this.forget(key, kept);
      if (now < kept.validUntil) {
        this.hits += 1;
        this.keep(key, kept);
        return kept.answer;
      }
    }
    this.misses += 1;
    const generation = this.generation;
    const answer = await work();
    const bytes = bytesOf(key, answer);
    if (generation === this.generation && bytes <= this.maxBytes)
      this.keep(key, { answer, validUntil: validUntil(now), bytes });
    return answer;
  }

  /** For the metrics and the bench: answers kept, their bytes, and how often one was found. */
  stats() {
    return { entries: this.kept.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private keep(key: string, kept: Kept) {
    this.kept.set(key, kept);
    this.bytes += kept.bytes;
    // A Map iterates in insertion order: the first key is the least recently asked.
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest, entry);
    }
  }

  private forget(key: string, kept: Kept) {
    this.kept.delete(key);
    this.bytes -= kept.bytes;
  }
}
