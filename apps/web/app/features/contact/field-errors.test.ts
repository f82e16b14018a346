import { ContactFieldError, LANGUAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/lib/i18n';
import { contactTranslations } from './translations';

describe('contact field errors and texts', () => {
  it('has a message for every code the contact calls can answer', () => {
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      const missing = Object.values(ContactFieldError).filter((code) => !i18n.exists(`form.errors.${code}`));
      expect(missing, language).toEqual([]);
    }
  });

  it('has the same texts in Greek and English', async () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix];
    const [el, en] = await Promise.all([contactTranslations.load.el(), contactTranslations.load.en()]);
    expect(keys(en.default)).toEqual(keys(el.default));
  });
});
