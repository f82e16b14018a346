import { LANGUAGES, ReviewFieldError, reviewFormSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '~/components/ui/use-contract-form';
import { createI18n } from '~/lib/i18n';

/** The form's values as `formValues` reads them: `rt` only once a star is chosen. */
const check = (values: Record<string, string>) => {
  const parsed = reviewFormSchema.safeParse(values);
  return parsed.success ? parsed.data : schemaFieldErrors(parsed.error);
};

describe('the review form', () => {
  it('has a message in every language for every code its fields can answer', () => {
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      const missing = Object.values(ReviewFieldError).filter((code) => !i18n.exists(`form.errors.${code}`));
      expect(missing, language).toEqual([]);
      for (const key of [
        'form.submitted',
        'form.status_0',
        'form.status_1',
        'form.status_2',
        'verified_buyer',
      ])
        expect(i18n.exists(key, { ns: 'reviews' }), `${language} ${key}`).toBe(true);
    }
  });

  it('checks the values before they are sent: title 5-100 characters, text up to 1500, a chosen rating', () => {
    expect(check({ tl: 'Καλό', txt: '' })).toEqual({
      tl: [ReviewFieldError.titleLength],
      rt: [ReviewFieldError.ratingRequired],
    });
    expect(check({ tl: '', txt: 'α'.repeat(1501), rt: '3' })).toEqual({
      tl: [ReviewFieldError.required],
      txt: [ReviewFieldError.tooLong],
    });
    // Greek letters and emoji count as the shopper sees them.
    expect(check({ tl: '👍👍👍👍👍', txt: '', rt: '5' })).toEqual({ tl: '👍👍👍👍👍', txt: '', rt: 5 });
    expect(check({ tl: '  Πολύ καλό  ', txt: ' ok ', rt: '4' })).toEqual({
      tl: 'Πολύ καλό',
      txt: 'ok',
      rt: 4,
    });
  });
});
