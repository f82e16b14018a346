import { describe, expect, it } from 'vitest';
import { canOrderNow, shownAvailability, wireAvailability } from './availability.ts';
import { Availability } from './enums.ts';

describe('availability on the wire (decision 010)', () => {
  it('sends ast 1 for whatever can be ordered now, with the detail kept for the label', () => {
    expect(wireAvailability(Availability.Available, 5)).toBe(Availability.Available);
    expect(wireAvailability(Availability.Limited, 2)).toBe(Availability.Available);
    expect(wireAvailability(Availability.LastItem, 1)).toBe(Availability.Available);
    for (const backOrder of [
      Availability.PreOrder,
      Availability.AfterOrder,
      Availability.Days_1_3,
      Availability.Days_2_5,
      Availability.Days_4_7,
      Availability.Days_7_Over,
    ]) {
      expect(canOrderNow(backOrder, 0)).toBe(true);
      expect(wireAvailability(backOrder, 0)).toBe(Availability.Available);
    }
  });

  it('says why not for what cannot be ordered', () => {
    expect(wireAvailability(Availability.Exhausted, 0)).toBe(Availability.Exhausted);
    expect(wireAvailability(Availability.Limited, 0)).toBe(Availability.Exhausted);
    expect(wireAvailability(Availability.NotAvailable, 10)).toBe(Availability.NotAvailable);
    expect(wireAvailability(Availability.ComingSoon, 0)).toBe(Availability.ComingSoon);
  });

  it('names a chosen size that is sold out as exhausted, whatever the product says', () => {
    expect(shownAvailability({ avl: Availability.Limited })).toBe(Availability.Limited);
    expect(shownAvailability({ avl: Availability.Available }, { qty: 0 })).toBe(Availability.Exhausted);
  });
});
