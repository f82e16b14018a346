import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { localized, localizedColumn, localizedOrGreek } from './localized.ts';

describe('localized', () => {
  it('picks the Greek value for el and the English one for en', () => {
    expect(localized('el', 'Κρέμα', 'Cream')).toBe('Κρέμα');
    expect(localized('en', 'Κρέμα', 'Cream')).toBe('Cream');
    expect(localized('en', 'Μεγάλο', null)).toBeNull();
  });

  it('falls back to the Greek text when the one asked is missing', () => {
    expect(localizedOrGreek('en', 'Περιγραφή', null)).toBe('Περιγραφή');
    expect(localizedOrGreek('en', 'Περιγραφή', 'Description')).toBe('Description');
    expect(localizedOrGreek('el', null, 'Description')).toBeNull();
  });

  it('names the column of the language asked', () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(localizedColumn('el', 'm.name')).sql).toBe('"m"."name_el"');
    expect(dialect.sqlToQuery(localizedColumn('en', 'name')).sql).toBe('"name_en"');
  });
});
