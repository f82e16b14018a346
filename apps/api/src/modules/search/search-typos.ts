/**
 * What the typo road (trigram word similarity ≥ 0.5) lets through for a query of one word: a
 * product needs a word within a few edits of it. Similarity alone takes any word sharing the
 * query's first three letters ("μαγιό" met "μαγνήσιο"); one wrong letter ("krena" for "krema")
 * stays a typo. Both search paths apply it to what only the typo road found.
 */

/** Edits a one-word query may be away from a product's word: one for a short word, two from five letters. */
const editsAllowed = (length: number) => (length < 5 ? 1 : 2);

/** Levenshtein distance, or `limit + 1` as soon as it is known to be above `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let lowest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      lowest = Math.min(lowest, value);
    }
    if (lowest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * Whether a product's skeleton (`search_key`) may be taken for a typo of the query's skeleton:
 * always for a query of several words (their similarity is over the whole name), else when one of
 * the product's words is close enough.
 */
export function typoOf(queryKey: string, productKey: string): boolean {
  if (queryKey.includes(' ')) return true;
  const limit = editsAllowed(queryKey.length);
  return productKey.split(' ').some((word) => word !== '' && distanceWithin(queryKey, word, limit) <= limit);
}
