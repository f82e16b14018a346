import { CheckoutFieldError, LANGUAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/lib/i18n';

describe('checkout field errors', () => {
  it('has a message for every code the order calls can answer, in every language', () => {
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      const missing = Object.values(CheckoutFieldError).filter((code) => !i18n.exists(`form.errors.${code}`));
      expect(missing, language).toEqual([]);
    }
  });
});
