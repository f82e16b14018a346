import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Operand } from './search-rank.ts';

/** Words of a query, letters and digits only, so they are safe inside a tsquery. */
export function queryWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * Greeklish writes ου as "oy" too (υ → y); before a consonant it is read as "ou", which the
 * skeleton folds as it folds ου ("yaloyroniko" → υαλουρονικό). Only the query is respelled.
 */
export function greeklishSpelling(text: string): string {
  return text.replace(/oy(?=[bcdfghjklmnpqrstvwxz])/gi, 'ou');
}

/** Greek endings as the skeleton spells them: ος, ες, ης/ις, ους, ων, ο/ω, α, η/ι/υ/οι/ει, ε, ου. */
const GREEK_ENDING = /(os|es|is|us|on|o|a|i|e|u)$/;
/** A stem shorter than this would meet unrelated words. */
const STEM_MIN_LENGTH = 5;

/**
 * A query in Latin letters may be Greek in any inflection, which the Greek stemmer never sees:
 * its skeleton without the last word's ending, matched as a word prefix, so "antiliako" meets
 * "αντηλιακή" and "αντηλιακά" as "αντηλιακό" does. Null for other queries, or a stem too short.
 */
export function greeklishStem(raw: string, key: string): string | null {
  if (!/^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u.test(raw.trim())) return null;
  const stem = key.replace(GREEK_ENDING, '');
  const last = stem.slice(stem.lastIndexOf(' ') + 1);
  return stem !== key && last.length >= STEM_MIN_LENGTH ? stem : null;
}

/** A word as one configuration stems it: its lexeme, none (a stop word), or more than one. */
type Stem = string | null | 'several';
interface WordStems {
  greek: Stem;
  english: Stem;
}

/** Words remembered at most; past it the memory starts again (the vocabulary of names is smaller). */
const REMEMBERED_WORDS = 50_000;

const stemOf = (tsquery: string): Stem => {
  if (tsquery === '') return null;
  const one = /^'([^']*)'$/.exec(tsquery);
  return one ? (one[1] as string) : 'several';
};

/**
 * The stems PostgreSQL's Greek and English Snowball configurations give each word, asked once per
 * word and remembered: the stemmers are the database's, so the index meets the lexemes of
 * `search_doc` exactly, and a word already seen costs no query.
 */
export class QueryStems {
  private known = new Map<string, WordStems>();

  constructor(private readonly db: Db) {}

  private async stems(words: string[]): Promise<WordStems[]> {
    const unseen = [...new Set(words.filter((word) => !this.known.has(word)))];
    if (unseen.length > 0) {
      const rows = await queryRows<{ word: string; greek: string; english: string }>(
        this.db,
        sql`select word, to_tsquery('greek', word)::text as greek, to_tsquery('english', word)::text as english
          from unnest(${`{${unseen.map((word) => `"${word}"`).join(',')}}`}::text[]) as word`,
      );
      if (this.known.size + rows.length > REMEMBERED_WORDS) this.known.clear();
      for (const row of rows)
        this.known.set(row.word, { greek: stemOf(row.greek), english: stemOf(row.english) });
    }
    return words.map((word) => this.known.get(word) as WordStems);
  }

  /**
   * The operands of `to_tsquery(configuration, 'w1 & w2 & … & wn:*')` for each configuration, or
   * undefined when the index cannot rank them as PostgreSQL does: a word that makes several lexemes,
   * or one lexeme asked both whole and as a prefix.
   */
  async operands(words: string[]): Promise<{ greek: Operand[]; english: Operand[] } | undefined> {
    const stems = await this.stems(words);
    const side = (configuration: keyof WordStems): Operand[] | undefined => {
      const operands: Operand[] = [];
      for (const [at, stem] of stems.entries()) {
        const lexeme = stem[configuration];
        if (lexeme === 'several') return undefined;
        if (lexeme !== null) operands.push({ lexeme, prefix: at === words.length - 1 });
      }
      return operands;
    };
    const greek = side('greek');
    const english = side('english');
    if (!greek || !english) return undefined;
    const prefixes = new Set([...greek, ...english].filter((one) => one.prefix).map((one) => one.lexeme));
    if ([...greek, ...english].some((one) => !one.prefix && prefixes.has(one.lexeme))) return undefined;
    return { greek, english };
  }
}
