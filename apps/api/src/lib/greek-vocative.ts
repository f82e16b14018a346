/**
 * Greek names in the vocative, for the greeting of a mail ("Γεια σας Γιώργο"): masculine names in
 * -ος take -ο when stressed on the last but one syllable (Γιώργος, Νίκος) and -ε when stressed
 * earlier (Αλέξανδρος, Θεόδωρος), learned names in -ιος take -ιε (Δημήτριος); -ης and -ας lose
 * their ς (Γιάννης → Γιάννη, Ηλίας → Ηλία). Feminine names, and names not in Greek letters,
 * stay as they are. Each word is declined, so a surname follows its own ending.
 */

/** Common names whose vocative the rules above get wrong (without accents, capitals take -ο). */
const IRREGULAR: Record<string, string> = {
  κωνσταντίνος: 'κωνσταντίνε',
  στέλιος: 'στέλιο',
};

const VOWELS = 'αεηιουωάέήίόύώϊϋΐΰ';
const STRESSED = 'άέήίόύώΐΰ';
/** Two letters read as one vowel sound (a second letter with a diaeresis is not one of them). */
const DIGRAPHS = new Set([
  'αι',
  'ει',
  'οι',
  'υι',
  'ου',
  'αυ',
  'ευ',
  'ηυ',
  'αί',
  'εί',
  'οί',
  'υί',
  'ού',
  'αύ',
  'εύ',
  'ηύ',
]);

/** The vowel sounds of a lower-case word, an unstressed ι or υ before a vowel read with it (Γιώργος). */
function syllableNuclei(word: string): string[] {
  const nuclei: string[] = [];
  let index = 0;
  while (index < word.length) {
    const letter = word[index] ?? '';
    if (!VOWELS.includes(letter)) {
      index += 1;
      continue;
    }
    const pair = word.slice(index, index + 2);
    if (DIGRAPHS.has(pair)) {
      nuclei.push(pair);
      index += 2;
    } else if ((letter === 'ι' || letter === 'υ') && VOWELS.includes(pair[1] ?? '') && index > 0) {
      // Synizesis: "γιώ", "λιο" are one syllable; the pair's second letter carries it.
      nuclei.push(pair);
      index += 2;
    } else {
      nuclei.push(letter);
      index += 1;
    }
  }
  return nuclei;
}

/** How many syllables from the end the stress falls on: 1 the last, 2 the one before, … (0: none marked). */
function stressFromEnd(word: string): number {
  const nuclei = syllableNuclei(word);
  for (let position = nuclei.length - 1; position >= 0; position -= 1) {
    if ([...(nuclei[position] ?? '')].some((letter) => STRESSED.includes(letter)))
      return nuclei.length - position;
  }
  return 0;
}

function vocativeOfWord(word: string): string {
  const lower = word.toLowerCase();
  if (!/^[\u0370-\u03ff\u1f00-\u1fff]+$/.test(lower)) return word;
  const irregular = IRREGULAR[lower];
  let declined: string | undefined = irregular;
  if (!declined) {
    if (/ι[οό]ς$/.test(lower) && stressFromEnd(lower) !== 1) declined = `${lower.slice(0, -2)}ε`;
    else if (/[οό]ς$/.test(lower)) {
      const ending = lower.endsWith('ός') ? 'ό' : 'ο';
      declined = `${lower.slice(0, -2)}${stressFromEnd(lower) >= 3 ? 'ε' : ending}`;
    } else if (/[ηήαά]ς$/.test(lower)) declined = lower.slice(0, -1);
  }
  if (!declined) return word;
  // Keep the writing: all capitals, or the given letters with only the ending changed.
  if (word === word.toUpperCase()) return declined.toUpperCase().normalize('NFC');
  const kept = Math.min(word.length, declined.length) - 2;
  return word.slice(0, Math.max(kept, 0)) + declined.slice(Math.max(kept, 0));
}

/** A name in the vocative, word by word (hyphenated parts too); other text is left as it is. */
export function greekVocative(name: string): string {
  return name.replace(/[^\s-]+/g, vocativeOfWord);
}
