import { CustomerFieldError, LANGUAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/lib/i18n';

describe('customer field errors', () => {
  it('has a message for every code the account calls can answer, captcha and common password included', () => {
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      const missing = Object.values(CustomerFieldError).filter((code) => !i18n.exists(`form.errors.${code}`));
      expect(missing, language).toEqual([]);
    }
  });
});
