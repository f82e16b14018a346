import { LANGUAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from './lib/http-error.ts';
import { translatorOf } from './lib/messages.ts';
import { messageTables, translate } from './messages.ts';

describe('message registry', () => {
  it('has every key of every table in every language', () => {
    for (const table of messageTables) {
      for (const language of LANGUAGES) {
        expect(Object.keys(table[language]).sort()).toEqual(Object.keys(table.el).sort());
      }
    }
  });

  it('takes each key from one table only', () => {
    const keys = messageTables.flatMap((table) => Object.keys(table.el));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("translates the common keys and every module's", () => {
    expect(translate('en', 'not_found')).toBe('The page or resource was not found.');
    expect(translate('el', 'product_not_found')).toBe('Το προϊόν δεν βρέθηκε.');
    expect(translate('en', 'back_in_stock_already_available')).toBe('The product is already available.');
  });

  it('refuses, when typechecked, a key missing in one language or in every table', () => {
    const translateTable = translatorOf({
      el: { both: 'και τα δύο', greek_only: 'μόνο' },
      en: { both: 'both' },
    });
    expect(translateTable('en', 'both')).toBe('both');
    // @ts-expect-error greek_only has no English text, so it is no key of the table.
    translateTable('el', 'greek_only');
    // @ts-expect-error no table has the key.
    expect(new HttpError(400, 'no_such_message').statusCode).toBe(400);
  });
});
