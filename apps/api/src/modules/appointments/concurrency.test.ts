import type { AppointmentSlot, CustomerSession } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { call, promote, seedConsultations, workingDayAfter } from './test-fixtures.ts';

/** Bookings racing for one slot on a real PostgreSQL server, where transactions run in parallel. */
describe.runIf(process.env.TEST_DATABASE_URL)('double booking under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let lamia: number;
  let customers: CustomerSession[];
  beforeAll(async () => {
    t = await createTestApp();
    lamia = await seedConsultations(t);
    customers = [];
    for (let index = 0; index < 6; index++) {
      const customer = await signedUpCustomer(t);
      await promote(t, customer.id);
      customers.push(customer);
    }
  });
  afterAll(() => t.close());

  it('lets exactly one of six parallel bookings of a slot win; the others get a translated 409', async () => {
    const day = workingDayAfter(3);
    const slots = await call(
      t,
      null,
      'GET',
      `appointments/getslots?type=InPerson&storeId=${lamia}&from=${day}&to=${day}`,
    );
    const slot = slots.json<{ items: AppointmentSlot[] }>().items[0];
    if (!slot) throw new Error('no slot');
    const answers = await Promise.all(
      customers.map((customer) =>
        call(
          t,
          customer,
          'POST',
          'appointments/book',
          { tp: 'InPerson', sid: lamia, st: slot.st, tpc: 'Race' },
          'en',
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const lost of answers.filter((answer) => answer.statusCode === 409))
      expect(lost.json().message).toBe(
        'This time has just been booked by another customer. Please choose another.',
      );
    const held = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.startsAt, new Date(slot.st)), eq(appointments.status, 'Booked')));
    expect(held).toHaveLength(1);
    // Only the winner was credited.
    const points = await Promise.all(
      customers.map(async (customer) => (await t.services.loyalty.account(customer.id))?.pointsBalance),
    );
    expect(points.filter((value) => value === 620)).toHaveLength(1);
  });
});
