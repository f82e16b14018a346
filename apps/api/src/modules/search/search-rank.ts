/**
 * PostgreSQL's `ts_rank(tsvector, tsquery)` (default weights, no normalisation) over a product's
 * lexemes read from its `search_doc`, with the same float4 steps as `calc_rank_or` and
 * `calc_rank_and` (src/backend/utils/adt/tsrank.c), so search relevance is computed in the process.
 */

/**
 * A product's lexemes in the tsvector's order; lexeme `i`'s positions and weights (0 D … 3 A) are
 * `positions` and `weights` from `starts[i]` to `starts[i + 1]` (one pair of arrays per product).
 */
export interface Lexemes {
  words: string[];
  starts: Int32Array;
  positions: Int32Array;
  weights: Uint8Array;
}

/** One operand of a tsquery: a lexeme, matched whole or as a prefix (`:*`). */
export interface Operand {
  lexeme: string;
  prefix: boolean;
}

const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const TINY = Math.fround(1e-20);

/** The tsvector's order: bytes, then length (UTF-16 order is the same for the letters names use). */
export const compareLexemes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lowerBound(words: string[], lexeme: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] as string) < lexeme) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The lexemes an operand meets are `first` to `end - 1` (`first` from `lowerBound`): read in place
 * where a product's rank is worked out, so no array is made per product.
 */
function endOf(words: string[], operand: Operand, first: number): number {
  if (!operand.prefix) return words[first] === operand.lexeme ? first + 1 : first;
  let end = first;
  while (end < words.length && (words[end] as string).startsWith(operand.lexeme)) end += 1;
  return end;
}

/** Indices of the lexemes an operand meets, in the tsvector's order. */
export function entriesOf(words: string[], operand: Operand): number[] {
  const first = lowerBound(words, operand.lexeme);
  if (!operand.prefix) return words[first] === operand.lexeme ? [first] : [];
  const found: number[] = [];
  for (let at = first; at < words.length && (words[at] as string).startsWith(operand.lexeme); at += 1)
    found.push(at);
  return found;
}

/** The operands sorted and without repeats (`SortAndUniqItems`): the same lexeme counts once. */
export function uniqueOperands(operands: readonly Operand[]): Operand[] {
  const sorted = [...operands].sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  return sorted.filter((operand, at) => at === 0 || (sorted[at - 1] as Operand).lexeme !== operand.lexeme);
}

function wordDistance(distance: number): number {
  if (distance > 100) return Math.fround(1e-30);
  return Math.fround(1.0 / (1.005 + 0.05 * Math.exp(Math.fround(distance) / 1.5 - 2)));
}

function rankOr(t: Lexemes, items: Operand[]): number {
  let result = 0;
  for (const item of items) {
    const first = lowerBound(t.words, item.lexeme);
    const end = endOf(t.words, item, first);
    for (let entry = first; entry < end; entry += 1) {
      const start = t.starts[entry] as number;
      const end = t.starts[entry + 1] as number;
      let sum = 0;
      let heaviest = -1;
      let heaviestAt = 0;
      for (let j = 0; j < end - start; j += 1) {
        const weight = WEIGHTS[t.weights[start + j] as number] as number;
        sum = Math.fround(sum + Math.fround(weight / ((j + 1) * (j + 1))));
        if (weight > heaviest) {
          heaviest = weight;
          heaviestAt = j;
        }
      }
      const share = Math.fround(
        Math.fround(heaviest + sum) - Math.fround(heaviest / ((heaviestAt + 1) * (heaviestAt + 1))),
      );
      result = Math.fround(result + share / 1.64493406685);
    }
  }
  return items.length > 0 ? Math.fround(result / items.length) : result;
}

function rankAnd(t: Lexemes, items: Operand[]): number {
  if (items.length < 2) return rankOr(t, items);
  const held: (number | undefined)[] = [];
  let result = -1;
  items.forEach((item, i) => {
    const first = lowerBound(t.words, item.lexeme);
    const end = endOf(t.words, item, first);
    for (let entry = first; entry < end; entry += 1) {
      held[i] = entry;
      const { positions, weights, starts } = t;
      for (let k = 0; k < i; k += 1) {
        const other = held[k];
        if (other === undefined) continue;
        for (let l = starts[entry] as number; l < (starts[entry + 1] as number); l += 1) {
          for (let p = starts[other] as number; p < (starts[other + 1] as number); p += 1) {
            const distance = Math.abs((positions[l] as number) - (positions[p] as number));
            if (!distance) continue;
            const product = Math.fround(
              Math.fround(
                (WEIGHTS[weights[l] as number] as number) * (WEIGHTS[weights[p] as number] as number),
              ) * wordDistance(distance),
            );
            const current = Math.fround(Math.sqrt(product));
            result = result < 0 ? current : Math.fround(1.0 - (1.0 - result) * (1.0 - current));
          }
        }
      }
    }
  });
  return result;
}

/** A tsquery as `ts_rank` reads it: its distinct operands, and whether its top is an and. */
export interface RankedQuery {
  items: Operand[];
  and: boolean;
}

/**
 * The tsquery that is the and of `operands` (`and` true, two or more operands) or an or over them
 * (one operand, or the or of the Greek and English queries), prepared once per search.
 */
export const rankedQuery = (operands: readonly Operand[], and: boolean): RankedQuery => ({
  items: uniqueOperands(operands),
  and,
});

/** `ts_rank(t, query)`. */
export function tsRank(t: Lexemes, query: RankedQuery): number {
  if (t.words.length === 0 || query.items.length === 0) return 0;
  const result = query.and ? rankAnd(t, query.items) : rankOr(t, query.items);
  return result < 0 ? TINY : result;
}
