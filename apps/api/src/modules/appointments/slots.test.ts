import { describe, expect, it } from 'vitest';
import { buildIcs, icsDateTime } from './ics.ts';
import { athensTime, hoursLines, isBookable, slotsOf } from './slots.ts';

const hours = [
  { weekday: 1, startMinute: 600, endMinute: 720 },
  { weekday: 1, startMinute: 1050, endMinute: 1140 },
  { weekday: 2, startMinute: 600, endMinute: 720 },
];

describe('consultation slots', () => {
  it('turns Athens wall-clock times into UTC across the change of the clocks', () => {
    expect(athensTime('2026-03-02', 600).toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(athensTime('2026-03-30', 600).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(athensTime('2026-10-26', 600).toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('cuts each period of a weekday into slots, leaving out a shorter rest', () => {
    const slots = slotsOf(hours, ['2026-03-01', '2026-03-02'], 45);
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-02T08:45:00.000Z',
      '2026-03-02T15:30:00.000Z',
      '2026-03-02T16:15:00.000Z',
    ]);
    expect(slots[0]?.end.toISOString()).toBe('2026-03-02T08:45:00.000Z');
  });

  it('offers a slot only after the lead time and up to the booking horizon', () => {
    const now = new Date('2026-03-02T08:00:00Z');
    const rules = { leadMinutes: 120, bookingDays: 7 };
    expect(isBookable(new Date('2026-03-02T09:30:00Z'), now, rules)).toBe(false);
    expect(isBookable(new Date('2026-03-02T10:00:00Z'), now, rules)).toBe(true);
    expect(isBookable(new Date('2026-03-09T16:00:00Z'), now, rules)).toBe(true);
    expect(isBookable(new Date('2026-03-10T08:00:00Z'), now, rules)).toBe(false);
    expect(isBookable(new Date('2026-03-01T10:00:00Z'), now, rules)).toBe(false);
  });

  it('writes the hours as lines, days with the same periods joined', () => {
    const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 600, endMinute: 840 }));
    expect(hoursLines(week, 'en')).toEqual(['Monday-Friday 10:00-14:00']);
    expect(hoursLines(hours, 'el')).toEqual(['Δευτέρα 10:00-12:00, 17:30-19:00', 'Τρίτη 10:00-12:00']);
  });
});

describe('calendar file (RFC 5545)', () => {
  const event = {
    uid: 'appointment-7@shop.example.gr',
    method: 'REQUEST' as const,
    sequence: 0,
    stamp: new Date('2026-03-01T12:00:00Z'),
    start: new Date('2026-03-02T08:00:00Z'),
    end: new Date('2026-03-02T08:30:00Z'),
    summary: 'Ραντεβού με τον φαρμακοποιό; δοκιμή, με κόμμα',
    description: `Θέμα: ${'πίεση '.repeat(30)}`,
    location: 'Φαρμακείο Λαμίας, Ερμού 12, 35100 Λαμία',
    organizer: { name: 'Φαρμακείο "Υγεία"', email: 'shop@example.gr' },
    attendee: 'maria@example.gr',
  };

  it('holds one VEVENT with UTC times, escaped text and CRLF lines folded at 75 octets', () => {
    const ics = buildIcs(event);
    const lines = ics.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.endsWith('\r\n')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded).toContain('METHOD:REQUEST');
    expect(unfolded).toContain('UID:appointment-7@shop.example.gr');
    expect(unfolded).toContain('DTSTART:20260302T080000Z');
    expect(unfolded).toContain('DTEND:20260302T083000Z');
    expect(unfolded).toContain('DTSTAMP:20260301T120000Z');
    expect(unfolded).toContain('SUMMARY:Ραντεβού με τον φαρμακοποιό\\; δοκιμή\\, με κόμμα');
    expect(unfolded).toContain('LOCATION:Φαρμακείο Λαμίας\\, Ερμού 12\\, 35100 Λαμία');
    expect(unfolded).toContain('ORGANIZER;CN="Φαρμακείο Υγεία":mailto:shop@example.gr');
    expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('cancels with the same UID, a higher sequence and STATUS:CANCELLED', () => {
    const unfolded = buildIcs({ ...event, method: 'CANCEL', sequence: 1 })
      .replace(/\r\n /g, '')
      .split('\r\n');
    expect(unfolded).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'UID:appointment-7@shop.example.gr',
        'SEQUENCE:1',
        'STATUS:CANCELLED',
      ]),
    );
    expect(icsDateTime(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });
});
