import { describe, expect, it } from 'vitest';
import {
  isGreekPostalCode,
  isValidBirthDate,
  isValidEmail,
  isValidMobile,
  isValidPhone,
  isValidPostalCode,
  normalizePostalCode,
  passwordLengthOk,
} from './customers.ts';
import {
  addressInputSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
} from './customers-schemas.ts';

describe('isValidEmail', () => {
  it.each(['maria@example.gr', 'm.papadopoulou+shop@mail.example.co.uk', "o'neil@example.com"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    'maria',
    'maria@example',
    'maria@example.g',
    'maria@example.abcdef',
    'ma ria@example.gr',
    'a..b@example.gr',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('password length', () => {
  it('is 6 to 128 characters, counted as typed', () => {
    expect(passwordLengthOk('abcde')).toBe(false);
    expect(passwordLengthOk('abcdef')).toBe(true);
    expect(passwordLengthOk('a'.repeat(17))).toBe(true);
    expect(passwordLengthOk('correct horse battery staple, and a long passphrase of 64 letters')).toBe(true);
    expect(passwordLengthOk('a'.repeat(128))).toBe(true);
    expect(passwordLengthOk('a'.repeat(129))).toBe(false);
    expect(passwordLengthOk('κ'.repeat(128))).toBe(true);
    expect(passwordLengthOk('🔑'.repeat(6))).toBe(true);
    expect(passwordLengthOk('κωδικός12345678')).toBe(true);
  });
});

describe('postal codes', () => {
  it('Greek: 5 digits from 10xxx to 85xxx, a space after the third allowed', () => {
    expect(isGreekPostalCode('10679')).toBe(true);
    expect(isGreekPostalCode('106 79')).toBe(true);
    expect(isGreekPostalCode('1067')).toBe(false);
    expect(isGreekPostalCode('106790')).toBe(false);
    expect(isGreekPostalCode('00679')).toBe(false);
    expect(isGreekPostalCode('96000')).toBe(false);
    expect(normalizePostalCode(' 106 79 ', 1)).toBe('10679');
  });
  it('other countries: 4 to 7 characters', () => {
    expect(isValidPostalCode('3036', 2)).toBe(true);
    expect(isValidPostalCode('SW1A 1AA', 2)).toBe(false);
    expect(isValidPostalCode('123', 2)).toBe(false);
    expect(isValidPostalCode('1234567', 2)).toBe(true);
  });
});

describe('mobile and phone', () => {
  it.each(['6912345678', '+306912345678', '0030 691 234 5678', '+44 7911 123456', '+357 99 123456'])(
    'accepts the mobile %s',
    (value) => {
      expect(isValidMobile(value)).toBe(true);
    },
  );
  it.each([
    '691234',
    '2101234567',
    '5912345678',
    '69123456789',
    '+30 2101234567',
    'abcdefghij',
    '+1234567890123456789',
  ])('refuses the mobile %s', (value) => {
    expect(isValidMobile(value)).toBe(false);
  });
  it('a phone may also be a Greek landline', () => {
    expect(isValidPhone('210 123 4567')).toBe(true);
    expect(isValidPhone('+30 2101234567')).toBe(true);
    expect(isValidPhone('1101234567')).toBe(false);
  });
});

describe('isValidBirthDate', () => {
  const today = new Date('2026-06-01T00:00:00Z');
  it('accepts real past dates from 1900', () => {
    expect(isValidBirthDate('1988-02-29', today)).toBe(true);
    expect(isValidBirthDate('1900-01-01', today)).toBe(true);
  });
  it('refuses impossible, future and malformed dates', () => {
    expect(isValidBirthDate('1989-02-29', today)).toBe(false);
    expect(isValidBirthDate('2026-06-02', today)).toBe(false);
    expect(isValidBirthDate('1899-12-31', today)).toBe(false);
    expect(isValidBirthDate('01/02/1990', today)).toBe(false);
  });
});

describe('request schemas', () => {
  it('register: lower-cases the email and requires the repeat to match', () => {
    const ok = registerRequestSchema.safeParse({
      eml: ' Maria@Example.GR ',
      pwd: 'secret1',
      cpwd: 'secret1',
      trm: true,
    });
    expect(ok.success && ok.data.eml).toBe('maria@example.gr');
    const mismatch = registerRequestSchema.safeParse({
      eml: 'a@b.gr',
      pwd: 'secret1',
      cpwd: 'secret2',
      trm: true,
    });
    expect(mismatch.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cpwd', 'passwords_do_not_match'],
    ]);
  });

  it('an empty field reports only "required", not every rule it also breaks', () => {
    const result = registerRequestSchema.safeParse({ eml: '', pwd: '', cpwd: '', trm: true });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['eml', 'required_field'],
      ['pwd', 'required_field'],
    ]);
  });

  it('profile: name and phone are required, gender and birth date optional', () => {
    const result = updateProfileRequestSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['fnm', 'lnm', 'mob']);
    const named = { fnm: 'Μαρία', lnm: 'Παπαδοπούλου', mob: '6912345678' };
    expect(updateProfileRequestSchema.parse({ ...named, gd: '', dob: '' })).toEqual({
      ...named,
      gd: null,
      dob: null,
    });
    expect(updateProfileRequestSchema.safeParse({ ...named, gd: 'unknown' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ ...named, dob: '1990-02-30' }).success).toBe(false);
  });

  it('address: country defaults to 1 and the postal code follows the country', () => {
    const base = { tl: 'Σπίτι', adr1: 'Ερμού 1', crid: 1, ct: 'Αθήνα' };
    const greek = addressInputSchema.safeParse({ ...base, pc: '10563' });
    expect(greek.success && greek.data.ctid).toBe(1);
    expect(addressInputSchema.safeParse({ ...base, pc: '3036' }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...base, ctid: 2, crid: 102, pc: '3036' }).success).toBe(true);
  });
});
