import { describe, expect, it } from 'vitest';
import { idQuery, idSchema, idTextSchema } from './route-schemas.ts';

const issues = (schema: ReturnType<typeof idSchema>, value: unknown) =>
  schema.safeParse(value).error?.issues ?? [];
const codes = (schema: ReturnType<typeof idSchema>, value: unknown) =>
  issues(schema, value).map((issue) => issue.code);

describe('idSchema', () => {
  it('takes a positive integer in the integer range, from text as from a number', () => {
    expect(idSchema().parse('42')).toBe(42);
    expect(idSchema('invalid_id').parse(2_147_483_647)).toBe(2_147_483_647);
    expect(idQuery().parse({ id: '7' })).toEqual({ id: 7 });
  });

  it("keeps Zod's codes when no code is named", () => {
    expect(codes(idSchema(), 'abc')).toEqual(['invalid_type']);
    expect(codes(idSchema(), '1.5')).toEqual(['invalid_type']);
    expect(codes(idSchema(), '0')).toEqual(['too_small']);
    expect(codes(idSchema(), '2147483648')).toEqual(['too_big']);
  });

  it('names the given code in every failure, as the errors plugin reports it', () => {
    for (const value of ['abc', '1.5', '0', '-1', '', '2147483648', undefined]) {
      const messages = issues(idSchema('invalid_id'), value).map((issue) => issue.message);
      expect(messages, String(value)).toEqual(['invalid_id']);
    }
  });
});

describe('idTextSchema', () => {
  it('reads an id of a list from plain digits in the integer range only', () => {
    expect(idTextSchema('invalid_id').parse('42')).toBe(42);
    expect(idTextSchema('invalid_id').parse('2147483647')).toBe(2_147_483_647);
    for (const value of ['07', '0', '-1', '1.5', '1e3', ' 7', '', '2147483648', '99999999999']) {
      const messages = (idTextSchema('invalid_id').safeParse(value).error?.issues ?? []).map(
        (issue) => issue.message,
      );
      expect(messages, value).toEqual(['invalid_id']);
    }
  });
});
