/**
 * What a search found: its published products and each one's relevance. Working out a relevance
 * fully (its typo similarity above all) costs more than everything else a search does, and a page
 * shows 24 of up to thousands found, so the in-memory index gives a cheaper upper bound as well and
 * `bestByRelevance` works out fully only the products whose bound can reach the page.
 */
export interface SearchMatches {
  /** The published products found, each once. */
  readonly ids: readonly number[];
  /** A found product's relevance (0 when the search is not ranked). */
  relevance(id: number): number;
  /** At least `relevance(id)`. */
  bound(id: number): number;
}

/**
 * The `count` first of `items` by relevance (highest first), equal relevances in the order given.
 * The `count` items of the highest bounds are worked out first; the last of them by relevance is a
 * floor that the last item shown reaches, so an item whose bound cannot pass it is never worked out.
 */
/**
 * Scratch arrays, reused from one search to the next: a search of thousands of matches would
 * otherwise make three arrays past V8's large-object size on every request, each kept until a
 * full collection. The work on them is synchronous, so no two searches share them at once.
 */
let relevanceScratch = new Float64Array(1024);
let boundScratch = new Float64Array(1024);
let selectScratch = new Float64Array(1024);

export function bestByRelevance<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  matches: SearchMatches,
  count: number,
): T[] {
  const size = items.length;
  if (count <= 0 || size === 0) return [];
  if (relevanceScratch.length < size) {
    relevanceScratch = new Float64Array(size * 2);
    boundScratch = new Float64Array(size * 2);
    selectScratch = new Float64Array(size * 2);
  }
  const relevances = relevanceScratch.subarray(0, size).fill(Number.NaN);
  const work = (at: number) => {
    relevances[at] = matches.relevance(idOf(items[at] as T));
  };
  const byRelevance = (a: number, b: number) =>
    (relevances[b] as number) - (relevances[a] as number) || a - b;
  const worked: number[] = [];
  if (count >= size) {
    for (let at = 0; at < size; at += 1) worked.push(at);
  } else {
    const bounds = boundScratch.subarray(0, size);
    for (let at = 0; at < size; at += 1) bounds[at] = matches.bound(idOf(items[at] as T));
    const selected = selectScratch.subarray(0, size);
    selected.set(bounds);
    const highest = nthSmallest(selected, size - count);
    let equalTaken = count;
    for (let at = 0; at < size; at += 1) if ((bounds[at] as number) > highest) equalTaken -= 1;
    for (let at = 0; at < size; at += 1) {
      const bound = bounds[at] as number;
      if (bound > highest || (bound === highest && equalTaken-- > 0)) worked.push(at);
    }
    for (const at of worked) work(at);
    const last = worked.toSorted(byRelevance).at(-1) as number;
    const floor = relevances[last] as number;
    for (let at = 0; at < size; at += 1) {
      const bound = bounds[at] as number;
      if (Number.isNaN(relevances[at]) && (bound > floor || (bound === floor && at < last))) worked.push(at);
    }
  }
  for (const at of worked) if (Number.isNaN(relevances[at])) work(at);
  return worked
    .sort(byRelevance)
    .slice(0, count)
    .map((at) => items[at] as T);
}

/**
 * The value that would be at `nth` if `values` were sorted ascending, found by partitioning
 * (Hoare's selection) in place: linear on average, where sorting every match's bound was the
 * largest cost of a search that matches thousands of products.
 */
export function nthSmallest(values: Float64Array, nth: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1] as number;
    let left = low;
    let right = high;
    while (left <= right) {
      while ((values[left] as number) < pivot) left += 1;
      while ((values[right] as number) > pivot) right -= 1;
      if (left <= right) {
        const swap = values[left] as number;
        values[left] = values[right] as number;
        values[right] = swap;
        left += 1;
        right -= 1;
      }
    }
    if (nth <= right) high = right;
    else if (nth >= left) low = left;
    else break;
  }
  return values[nth] as number;
}
