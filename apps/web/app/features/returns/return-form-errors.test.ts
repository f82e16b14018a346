import { describe, expect, it } from 'vitest';
import { lineErrors, renamed } from './return-form-errors';

describe("the API's field errors on the return form", () => {
  it('stand beside the order line the submitted index named', () => {
    // Lines 30 and 10 were sent, in that order: `lines.0` is line 30.
    const errors = { 'lines.0.olid': ['non_returnable'], 'lines.1.qty': ['invalid_value'] };
    expect(lineErrors(errors, [30, 10], 30)).toEqual(['non_returnable']);
    expect(lineErrors(errors, [30, 10], 10)).toEqual(['too_many_units']);
    expect(lineErrors(errors, [30, 10], 20)).toBeUndefined();
    expect(lineErrors({}, [30], 30)).toBeUndefined();
  });

  it("give a field's generic code its own name", () => {
    expect(renamed(['invalid_value', 'too_long'], 'invalid_value', 'invalid_iban')).toEqual([
      'invalid_iban',
      'too_long',
    ]);
    expect(renamed(undefined, 'invalid_value', 'invalid_iban')).toBeUndefined();
  });
});
