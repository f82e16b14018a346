/**
 * What the typo road (trigram word similarity ≥ 0.5) lets through for a query of one word: a
 * product needs a word within a few edits of it. Similarity alone takes any word sharing the
 * query's first three letters ("μαγιό" met "μαγνήσιο"); one wrong letter ("krena" for "krema")
 * stays a typo. Both search paths apply it to what only the typo road found.
 */

/** Edits a one-word query may be away from a product's word: one for a short word, two from five letters. */
const editsAllowed = (length: number) => (length < 5 ? 1 : 2);

/** The two rows of the distance table, kept between calls: the typo road measures thousands of words. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/** Levenshtein distance, or `limit + 1` as soon as it is known to be above `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(b.length * 2 + 2);
    currentRow = new Int32Array(b.length * 2 + 2);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let at = 0; at <= b.length; at += 1) previous[at] = at;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let lowest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current[j] = value;
      lowest = Math.min(lowest, value);
    }
    if (lowest > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] as number;
}

/** Edits a one-word query's skeleton may be away from a product's word. */
export const editsAllowedFor = (queryKey: string) => editsAllowed(queryKey.length);

/** Whether `word` (of a product's skeleton) is within `typoOf`'s edits of a one-word query's skeleton. */
export function closeWord(queryKey: string, word: string, limit = editsAllowedFor(queryKey)): boolean {
  return (
    word.length > 0 &&
    Math.abs(word.length - queryKey.length) <= limit &&
    distanceWithin(queryKey, word, limit) <= limit
  );
}

/**
 * Whether a product's skeleton (`search_key`) may be taken for a typo of the query's skeleton:
 * always for a query of several words (their similarity is over the whole name), else when one of
 * the product's words is close enough. Words whose length alone rules them out are never cut out.
 */
export function typoOf(queryKey: string, productKey: string): boolean {
  if (queryKey.includes(' ')) return true;
  const limit = editsAllowedFor(queryKey);
  for (let start = 0; start < productKey.length; ) {
    let end = productKey.indexOf(' ', start);
    if (end < 0) end = productKey.length;
    if (
      end > start &&
      Math.abs(end - start - queryKey.length) <= limit &&
      closeWord(queryKey, productKey.slice(start, end), limit)
    )
      return true;
    start = end + 1;
  }
  return false;
}
