/**
 * `shop_search_key` (migration `search_functions`) in TypeScript, so a query's phonetic skeleton is
 * made in the process: case, accents, final sigma and Greeklish folded to one Latin spelling.
 * Each step is the SQL function's, in its order; `search-key.test.ts` holds the two equal.
 */
const FOLD_FROM = 'άέήίόύώϊϋΐΰςàáâãäåèéêëìíîïòóôõöùúûüýÿçñ';
const FOLD_TO = 'αεηιουωιυιυσaaaaaaeeeeiiiiooooouuuuyycn';
const LATIN_FROM = 'αβγδεζηικλμνοπρστυφω';
const LATIN_TO = 'avgdeziiklmnoprstyfo';

const table = (from: string, to: string) => new Map([...from].map((char, at) => [char, to[at] as string]));
const FOLD = table(FOLD_FROM, FOLD_TO);
const LATIN = table(LATIN_FROM, LATIN_TO);
const LAST = table('wyckq', 'oikkk');

/**
 * PostgreSQL lowers one character at a time (`towlower`): no final-sigma context, and a capital
 * whose lower case is two characters in JavaScript ("İ") keeps only its letter.
 */
function lowerEach(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    out += lower.length === char.length ? lower : String.fromCodePoint(lower.codePointAt(0) as number);
  }
  return out;
}

const translate = (text: string, map: Map<string, string>) => {
  let out = '';
  for (const char of text) out += map.get(char) ?? char;
  return out;
};

/** Case, accents and final sigma folded: the first step of the key, and how a query reads in search insights. */
export function foldedText(input: string): string {
  return translate(lowerEach(input), FOLD);
}

export function shopSearchKey(input: string): string {
  const folded = foldedText(input);
  let s = translate(
    folded
      .replaceAll('ου', 'ou')
      .replaceAll('θ', 'th')
      .replaceAll('χ', 'ch')
      .replaceAll('ψ', 'ps')
      .replaceAll('ξ', 'ks'),
    LATIN,
  );
  s = s.replace(/[^a-z0-9]+/g, ' ');
  // 8 and 3 stand for θ and ξ only next to letters; elsewhere they are numbers.
  s = s.replace(/(?<=[a-z])8|8(?=[a-z])/g, 'th');
  s = s.replace(/(?<=[a-z])3|3(?=[a-z])/g, 'ks');
  s = s
    .replaceAll('th', 'Q')
    .replaceAll('ch', 'X')
    .replaceAll('ph', 'F')
    .replaceAll('ks', 'X')
    .replaceAll('x', 'X');
  s = s.replace(/h(?=[aeiouyw])/g, 'X');
  s = s.replace(/(^| )h(?=[rl])/g, '$1X');
  s = s.replaceAll('h', 'I').replaceAll('ou', 'U').replaceAll('ai', 'E');
  s = s.replace(/(ei|oi|yi|ui)/g, 'I');
  s = s.replace(/a[uyfvF]/g, 'AV');
  s = s.replace(/e[uyfvF]/g, 'EV');
  s = s.replace(/(^| )u(?=[aeo])/g, '$1I');
  s = s.replace(/(mp|b)/g, 'B');
  s = s.replace(/(nt|d)/g, 'D');
  s = s.replace(/(gg|gk|ng|g)/g, 'G');
  s = translate(s, LAST).toLowerCase();
  s = s.replace(/([a-z])\1+/g, '$1');
  return s.replace(/ +/g, ' ').replace(/^ +| +$/g, '');
}
