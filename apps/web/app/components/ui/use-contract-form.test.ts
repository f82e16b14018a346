import { loginRequestSchema, registerRequestSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { schemaFieldErrors } from './use-contract-form';

describe('schemaFieldErrors', () => {
  it('groups issues by field with the contract codes', () => {
    expect(
      schemaFieldErrors({
        issues: [
          { path: ['eml'], message: 'invalid_email' },
          { path: ['cpwd'], message: 'passwords_do_not_match' },
          { path: ['eml'], message: 'invalid_email' },
          { path: [], message: 'Some sentence' },
        ],
      }),
    ).toEqual({ eml: ['invalid_email'], cpwd: ['passwords_do_not_match'], _: ['required_field'] });
  });

  it('reads the codes of a contract schema, one per empty field', () => {
    const parsed = registerRequestSchema.safeParse({ eml: '', pwd: 'short', cpwd: 'other', trm: false });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(schemaFieldErrors(parsed.error)).toEqual({
      eml: ['required_field'],
      pwd: ['password_length'],
      trm: ['terms_required'],
    });
  });

  it('gives the forgotten-password form the email codes under its field', () => {
    const schema = z.pick(loginRequestSchema, { eml: true });
    const invalid = schema.safeParse({ eml: 'maria@' });
    expect(invalid.success ? {} : schemaFieldErrors(invalid.error)).toEqual({ eml: ['invalid_email'] });
    expect(schema.safeParse({ eml: ' Maria@Example.gr ' }).data).toEqual({ eml: 'maria@example.gr' });
  });
});
