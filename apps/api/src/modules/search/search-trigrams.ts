/**
 * pg_trgm's `word_similarity` for skeletons (`search-key.ts`: only a-z, 0-9 and spaces), so the
 * typo road and the relevance it adds are computed in the process with the same float4 results:
 * the steps of `calc_word_similarity` and `iterate_word_similarity` (contrib/pg_trgm/trgm_op.c).
 */

/** A skeleton's trigrams in order, each as an index into its distinct trigrams' codes. */
export interface Trigrams {
  sequence: Uint16Array;
  codes: Uint16Array;
}

/** Space, 0-9 and a-z as 0 … 36: a trigram of a skeleton is a number below 37³. */
const SYMBOLS = 37;
const TRIGRAM_CODES = SYMBOLS ** 3;
const symbol = (char: number) => (char === 32 ? 0 : char <= 57 ? char - 47 : char - 86);
const isWordChar = (char: number) => (char >= 97 && char <= 122) || (char >= 48 && char <= 57);

/** Each word padded with two spaces before and one after, as pg_trgm pads it; `push` takes each code. */
function eachTrigram(text: string, push: (code: number) => void) {
  let first = 0;
  let second = 0;
  let inWord = false;
  for (let at = 0; at <= text.length; at += 1) {
    const char = at < text.length ? text.charCodeAt(at) : 32;
    if (isWordChar(char)) {
      if (!inWord) {
        first = 0;
        second = 0;
        inWord = true;
      }
      const third = symbol(char);
      push((first * SYMBOLS + second) * SYMBOLS + third);
      first = second;
      second = third;
    } else if (inWord) {
      push((first * SYMBOLS + second) * SYMBOLS);
      inWord = false;
    }
  }
}

let distinct = new Uint16Array(256);
let order = new Uint16Array(256);

/** A skeleton's trigrams; a name has a few dozen distinct ones, so a linear search finds each. */
export function trigramsOf(text: string): Trigrams {
  if (distinct.length < text.length * 2 + 2) {
    distinct = new Uint16Array(text.length * 2 + 2);
    order = new Uint16Array(text.length * 2 + 2);
  }
  let size = 0;
  let length = 0;
  eachTrigram(text, (code) => {
    let index = 0;
    while (index < size && distinct[index] !== code) index += 1;
    if (index === size) {
      distinct[size] = code;
      size += 1;
    }
    order[length] = index;
    length += 1;
  });
  return { sequence: order.slice(0, length), codes: distinct.slice(0, size) };
}

/** The codes of the trigrams inside a word of a skeleton (three of its letters in a row, no padding). */
export function innerTrigramCodes(word: string): number[] {
  const codes: number[] = [];
  for (let at = 2; at < word.length; at += 1)
    codes.push(
      (symbol(word.charCodeAt(at - 2)) * SYMBOLS + symbol(word.charCodeAt(at - 1))) * SYMBOLS +
        symbol(word.charCodeAt(at)),
    );
  return codes;
}

/** The code of the trigram every word starting with the two letters `two` holds (" ab"). */
export const wordStartCode = (two: string) => symbol(two.charCodeAt(0)) * SYMBOLS + symbol(two.charCodeAt(1));

/** The distinct trigrams of a query's skeleton (`str1`), with a bit per possible trigram. */
export class QueryTrigrams {
  readonly codes: number[] = [];
  private readonly bits = new Uint8Array((TRIGRAM_CODES >> 3) + 1);

  constructor(key: string) {
    eachTrigram(key, (code) => {
      if (this.has(code)) return;
      this.bits[code >> 3] = (this.bits[code >> 3] as number) | (1 << (code & 7));
      this.codes.push(code);
    });
  }

  has(code: number): number {
    return ((this.bits[code >> 3] as number) >> (code & 7)) & 1;
  }

  /** How many of these trigrams `codes` holds (each code once). */
  sharedWith(codes: Uint16Array): number {
    const { bits } = this;
    let shared = 0;
    for (let at = 0; at < codes.length; at += 1) {
      const code = codes[at] as number;
      shared += ((bits[code >> 3] as number) >> (code & 7)) & 1;
    }
    return shared;
  }

  get size(): number {
    return this.codes.length;
  }
}

const similarity = (count: number, ulen1: number, ulen2: number) =>
  Math.fround(count / (ulen1 + ulen2 - count));

let found = new Uint8Array(64);
let lastPosition = new Int32Array(64);

/**
 * At least `wordSimilarity(query, text)`, for less work: a stretch's similarity is its shared
 * trigrams over the query's and the stretch's together, never more than all shared over the query's.
 */
export function wordSimilarityBound(query: QueryTrigrams, text: Trigrams): number {
  return Math.fround(query.sharedWith(text.codes) / query.size);
}

/**
 * `word_similarity(query, text)`: the best float4 similarity of the query with a stretch of the
 * text; with `enough`, a similarity at least that is returned once found, as pg_trgm's `check_only`.
 */
export function wordSimilarity(
  query: QueryTrigrams,
  text: Trigrams,
  enough = Number.POSITIVE_INFINITY,
): number {
  const { sequence, codes } = text;
  if (found.length < codes.length) {
    found = new Uint8Array(codes.length * 2);
    lastPosition = new Int32Array(codes.length * 2);
  }
  let any = 0;
  for (let index = 0; index < codes.length; index += 1) {
    const flag = query.has(codes[index] as number);
    found[index] = flag;
    any |= flag;
    lastPosition[index] = -1;
  }
  if (!any) return 0;
  const ulen1 = query.size;
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  for (let at = 0; at < sequence.length; at += 1) {
    const trigram = sequence[at] as number;
    if (lower >= 0 || found[trigram]) {
      if ((lastPosition[trigram] as number) < 0) {
        ulen2 += 1;
        if (found[trigram]) count += 1;
      }
      lastPosition[trigram] = at;
    }
    if (!found[trigram]) continue;
    upper = at;
    if (lower === -1) {
      lower = at;
      ulen2 = 1;
    }
    let current = similarity(count, ulen1, ulen2);
    // Moving the stretch's start right may drop trigrams the query lacks and raise the similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const tried = similarity(tmpCount, ulen1, tmpUlen2);
      if (tried > current) {
        current = tried;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const dropped = sequence[tmpLower] as number;
      if (lastPosition[dropped] === tmpLower) {
        tmpUlen2 -= 1;
        if (found[dropped]) tmpCount -= 1;
      }
    }
    best = Math.max(best, current);
    if (best >= enough) return best;
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower += 1) {
      const dropped = sequence[tmpLower] as number;
      if (lastPosition[dropped] === tmpLower) lastPosition[dropped] = -1;
    }
  }
  return best;
}
