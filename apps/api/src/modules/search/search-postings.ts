const NONE = new Int32Array(0);

/**
 * The product ids under each key (a trigram, a lexeme, a word…), ascending, each key's as one
 * typed array: 4 bytes an id, where a `Set` costs about 20, and walked without a copy on every
 * search. Changes are few and come in batches (the change feed), so a batch replaces each key it
 * touches once: `change` makes the new arrays from the removed products and the added ones.
 */
export class Postings<K> {
  private readonly lists = new Map<K, Int32Array>();

  get(key: K): Int32Array {
    return this.lists.get(key) ?? NONE;
  }

  keys(): IterableIterator<K> {
    return this.lists.keys();
  }

  /**
   * Takes the products `removed` out of every key `removedKeys` names, and puts each of `added`'s
   * ids under its key. A product changed is both removed (with its old keys) and added; a product
   * is added under a key at most once.
   */
  change(removed: ReadonlySet<number>, removedKeys: Iterable<K>, added: ReadonlyMap<K, number[]>): void {
    const touched = new Set<K>(removedKeys);
    for (const key of added.keys()) touched.add(key);
    for (const key of touched) {
      const before = this.lists.get(key) ?? NONE;
      const adding = added.get(key) ?? [];
      let kept = 0;
      for (let at = 0; at < before.length; at += 1) if (!removed.has(before[at] as number)) kept += 1;
      const after = new Int32Array(kept + adding.length);
      let length = 0;
      for (let at = 0; at < before.length; at += 1) {
        const id = before[at] as number;
        if (!removed.has(id)) after[length++] = id;
      }
      for (const id of adding) after[length++] = id;
      // Ids come in ascending order on a build; a change's may fall anywhere among those kept.
      if (adding.length > 0 && (kept > 0 || !isAscending(adding))) after.sort();
      if (after.length === 0) this.lists.delete(key);
      else this.lists.set(key, after);
    }
  }
}

function isAscending(ids: readonly number[]): boolean {
  for (let at = 1; at < ids.length; at += 1) if ((ids[at] as number) <= (ids[at - 1] as number)) return false;
  return true;
}

/**
 * One batch of changes to several `Postings`: collects the keys each removed product had and the
 * keys each added product has, then applies them all at once.
 */
export class PostingsBatch<K> {
  readonly removedKeys: K[] = [];
  readonly added = new Map<K, number[]>();

  constructor(readonly postings: Postings<K>) {}

  remove(key: K): void {
    this.removedKeys.push(key);
  }

  add(key: K, id: number): void {
    const ids = this.added.get(key);
    if (ids) ids.push(id);
    else this.added.set(key, [id]);
  }

  apply(removed: ReadonlySet<number>): void {
    this.postings.change(removed, this.removedKeys, this.added);
  }
}
