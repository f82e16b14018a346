import { describe, expect, it } from 'vitest';
import {
  CALLBACK_MAX_DAYS_AHEAD,
  ContactFieldError,
  callbackTimeError,
  isWithinCallCentreHours,
  parseLocalDateTime,
  shopLocalTime,
  shopLocalToInstant,
} from './contact.ts';
import { callbackRequestSchema } from './contact-schemas.ts';

const local = (value: string) => {
  const parsed = parseLocalDateTime(value);
  if (!parsed) throw new Error(`not a local time: ${value}`);
  return parsed;
};

describe('call centre hours (Monday to Friday 09:00-17:00, Greek time)', () => {
  it('opens at 09:00 and takes calls until before 17:00, on weekdays only', () => {
    // 2026-12-07 is a Monday, 2026-12-11 a Friday.
    expect(isWithinCallCentreHours(local('2026-12-07T09:00'))).toBe(true);
    expect(isWithinCallCentreHours(local('2026-12-11T16:59'))).toBe(true);
    expect(isWithinCallCentreHours(local('2026-12-07T08:59'))).toBe(false);
    expect(isWithinCallCentreHours(local('2026-12-07T17:00'))).toBe(false);
    expect(isWithinCallCentreHours(local('2026-12-12T10:00'))).toBe(false);
    expect(isWithinCallCentreHours(local('2026-12-13T10:00'))).toBe(false);
  });

  it('refuses times that are not real', () => {
    for (const value of [
      '2026-02-30T10:00',
      '2026-12-07T24:00',
      '2026-12-07T10:60',
      '2026-12-07 10:00',
      '',
    ]) {
      expect(parseLocalDateTime(value), value).toBeNull();
    }
  });
});

describe('Greek wall-clock time and instants', () => {
  it('is UTC+2 in winter and UTC+3 in summer', () => {
    expect(shopLocalToInstant(local('2026-12-07T10:00')).toISOString()).toBe('2026-12-07T08:00:00.000Z');
    expect(shopLocalToInstant(local('2026-07-06T10:00')).toISOString()).toBe('2026-07-06T07:00:00.000Z');
    expect(shopLocalTime(new Date('2026-07-06T07:00:00Z'))).toMatchObject({ day: 6, hour: 10, minute: 0 });
  });

  it('finds the right offset around the change of the clocks', () => {
    // Summer time begins on 2026-03-29 at 03:00 Greek time (01:00 UTC).
    expect(shopLocalToInstant(local('2026-03-27T09:00')).toISOString()).toBe('2026-03-27T07:00:00.000Z');
    expect(shopLocalToInstant(local('2026-03-30T09:00')).toISOString()).toBe('2026-03-30T06:00:00.000Z');
  });
});

describe('callbackTimeError', () => {
  // Wednesday 2026-12-09, 12:00 in Athens.
  const now = new Date('2026-12-09T10:00:00Z');

  it('accepts a later call centre hour within the limit', () => {
    expect(callbackTimeError('2026-12-09T12:30', now)).toBeNull();
    expect(callbackTimeError('2026-12-14T09:00', now)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(callbackTimeError('2026-12-09T11:45', now)).toBe(ContactFieldError.callbackInPast);
    expect(callbackTimeError('2026-12-09T12:00', now)).toBe(ContactFieldError.callbackInPast);
    expect(callbackTimeError('2026-12-09T18:00', now)).toBe(ContactFieldError.outsideCallCentreHours);
    expect(callbackTimeError('2026-12-12T10:00', now)).toBe(ContactFieldError.outsideCallCentreHours);
    expect(callbackTimeError('2026-12-08T18:00', now)).toBe(ContactFieldError.outsideCallCentreHours);
    expect(callbackTimeError('nonsense', now)).toBe(ContactFieldError.invalidDateTime);
    // Monday 2027-02-15 is more than CALLBACK_MAX_DAYS_AHEAD days later.
    expect(CALLBACK_MAX_DAYS_AHEAD).toBeLessThan(68);
    expect(callbackTimeError('2027-02-15T10:00', now)).toBe(ContactFieldError.callbackTooFar);
  });
});

describe('callbackRequestSchema', () => {
  it('puts the preferred time error on pdt and leaves an empty email out', () => {
    const result = callbackRequestSchema.safeParse({
      nm: 'Μαρία',
      tel: '6912345678',
      eml: '',
      pdt: '2020-01-06T10:00',
      trm: true,
      cap: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pdt', ContactFieldError.callbackInPast],
    ]);
  });
});
