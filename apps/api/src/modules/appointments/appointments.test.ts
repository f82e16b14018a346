import type {
  Appointment,
  AppointmentOptions,
  AppointmentSlot,
  CustomerSession,
  StaffAppointment,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { icsDateTime } from './ics.ts';
import { call, icsLinesOf, promote, seedConsultations, workingDayAfter } from './test-fixtures.ts';

const MEETING_URL = 'https://meet.example.gr/pharmacist';

let t: TestApp;
let lamia: number;
let a: CustomerSession;
let b: CustomerSession;
beforeAll(async () => {
  t = await createTestApp({
    env: { APPOINTMENT_MEETING_URL: MEETING_URL, LOYALTY_NEW_APPOINTMENT_POINTS: '20' },
  });
  lamia = await seedConsultations(t);
  a = await signedUpCustomer(t);
  b = await signedUpCustomer(t);
  await promote(t, a.id);
  await promote(t, b.id);
});
afterAll(() => t.close());

const balance = async (customerId: number) => (await t.services.loyalty.account(customerId))?.pointsBalance;
const mailsTo = async (email: string) =>
  (await t.services.mail.list()).filter((mail) => mail.recipient === email);

async function freeSlots(type: 'InPerson' | 'Online', storeId?: number): Promise<AppointmentSlot[]> {
  const from = workingDayAfter(2);
  const store = storeId === undefined ? '' : `&storeId=${storeId}`;
  const response = await call(
    t,
    null,
    'GET',
    `appointments/getslots?type=${type}${store}&from=${from}&to=${from}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ items: AppointmentSlot[] }>().items;
}

const booking = (slot: AppointmentSlot, extra: Record<string, unknown> = {}) => ({
  tp: 'InPerson',
  sid: lamia,
  st: slot.st,
  tpc: 'Blood pressure',
  nt: 'I take two medicines.',
  ...extra,
});

describe('where and when', () => {
  it('lists the stores with consultation hours and the online line', async () => {
    const options = (
      await call(t, null, 'GET', 'appointments/getoptions', undefined, 'en')
    ).json<AppointmentOptions>();
    expect(options.stores.map((store) => store.nm)).toEqual(['Lamia pharmacy', 'Larissa pharmacy']);
    expect(options.stores[0]?.hours).toEqual(['Monday-Friday 10:00-14:00, 17:30-20:00']);
    expect(options).toMatchObject({
      online: true,
      onlineHours: ['Monday-Friday 09:00-17:00'],
      slotMinutes: 30,
    });
  });

  it("generates a store's slots from its hours in Athens time, after the lead time", async () => {
    // Monday 2 March 2026, 10:00 in Athens (UTC+2).
    const now = new Date('2026-03-02T08:00:00Z');
    const slots = await t.services.appointments.slots(
      { type: 'InPerson', storeId: lamia },
      '2026-03-02',
      '2026-03-08',
      now,
    );
    // Monday from 12:00 (4 + 5 evening slots), Tuesday to Friday 13 each, none at the weekend.
    expect(slots).toHaveLength(9 + 4 * 13);
    expect(slots[0]).toEqual({ st: '2026-03-02T10:00:00.000Z', en: '2026-03-02T10:30:00.000Z' });
    expect(slots.at(-1)).toEqual({ st: '2026-03-06T17:30:00.000Z', en: '2026-03-06T18:00:00.000Z' });
    const online = await t.services.appointments.slots({ type: 'Online' }, '2026-03-03', '2026-03-03', now);
    expect(online).toHaveLength(16);
    expect(online[0]?.st).toBe('2026-03-03T07:00:00.000Z');
  });

  it('refuses slots in the past, inside the lead time, off the hours or at a store without hours', async () => {
    const now = new Date('2026-03-02T08:00:00Z');
    const book = (st: string) =>
      t.services.appointments.book(a.id, { tp: 'InPerson', sid: lamia, st, tpc: 'x' }, 'el', now);
    await expect(book('2026-03-02T09:00:00.000Z')).rejects.toMatchObject({
      messageKey: 'appointment_slot_unavailable',
    });
    await expect(book('2026-03-02T06:00:00.000Z')).rejects.toMatchObject({
      messageKey: 'appointment_slot_unavailable',
    });
    await expect(book('2026-03-03T08:10:00.000Z')).rejects.toMatchObject({
      messageKey: 'appointment_slot_unavailable',
    });
    await expect(book('2026-03-07T08:00:00.000Z')).rejects.toMatchObject({
      messageKey: 'appointment_slot_unavailable',
    });
    const past = await call(t, a, 'POST', 'appointments/book', {
      tp: 'InPerson',
      sid: lamia,
      st: '2020-01-06T08:00:00Z',
      tpc: 'x',
    });
    expect(past.statusCode).toBe(422);
    const noHours = await call(
      t,
      a,
      'GET',
      'appointments/getslots?type=InPerson&storeId=999&from=2026-03-02&to=2026-03-02',
    );
    expect(noHours.statusCode).toBe(404);
    expect(await t.database.db.select().from(appointments).where(eq(appointments.customerId, a.id))).toEqual(
      [],
    );
  });
});

describe('booking and cancelling', () => {
  it('books, credits points, mails a REQUEST .ics and takes the slot off the list', async () => {
    const before = await balance(a.id);
    const [slot] = await freeSlots('InPerson', lamia);
    if (!slot) throw new Error('no slot');
    const response = await call(t, a, 'POST', 'appointments/book', booking(slot), 'en');
    expect(response.statusCode).toBe(200);
    const booked = response.json<Appointment>();
    expect(booked).toMatchObject({
      tp: 'InPerson',
      sts: 'Booked',
      st: slot.st,
      en: slot.en,
      tpc: 'Blood pressure',
      nt: 'I take two medicines.',
      pts: 20,
      cnc: true,
      url: null,
      store: { id: lamia, nm: 'Lamia pharmacy' },
    });
    expect(await balance(a.id)).toBe((before ?? 0) + 20);
    expect((await freeSlots('InPerson', lamia)).map((free) => free.st)).not.toContain(slot.st);

    const [mail] = await mailsTo(a.eml);
    expect(mail?.subject).toContain('Your appointment with the pharmacist is confirmed');
    expect(mail?.raw).toContain('text/calendar; charset=utf-8; method=REQUEST');
    const lines = icsLinesOf(mail?.raw ?? '');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        `UID:appointment-${booked.id}@localhost`,
        `DTSTART:${icsDateTime(new Date(slot.st))}`,
        `DTEND:${icsDateTime(new Date(slot.en))}`,
        'LOCATION:Lamia pharmacy\\, 12 Ermou Street\\, 35100 Lamia',
        'END:VEVENT',
      ]),
    );
    expect(lines.some((line) => line.startsWith('DTSTAMP:') && line.endsWith('Z'))).toBe(true);
    expect(lines.some((line) => line.startsWith('SUMMARY:Appointment with the pharmacist'))).toBe(true);

    // Another customer cannot take the same slot, nor see or cancel the appointment.
    const taken = await call(t, b, 'POST', 'appointments/book', booking(slot), 'en');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'This time has just been booked by another customer. Please choose another.',
    });
    expect(
      (await call(t, b, 'GET', 'appointments/getforcustomer')).json<{ items: Appointment[] }>().items,
    ).toEqual([]);
    expect((await call(t, b, 'POST', 'appointments/cancel', { id: booked.id })).statusCode).toBe(404);

    const cancelled = await call(t, a, 'POST', 'appointments/cancel', { id: booked.id }, 'en');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Appointment>()).toMatchObject({ sts: 'Cancelled', cnc: false });
    expect(await balance(a.id)).toBe(before);
    const [cancelMail] = await mailsTo(a.eml);
    expect(cancelMail?.subject).toContain('cancelled');
    const cancelLines = icsLinesOf(cancelMail?.raw ?? '');
    expect(cancelLines).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        `UID:appointment-${booked.id}@localhost`,
        'STATUS:CANCELLED',
        'SEQUENCE:1',
      ]),
    );
    expect((await call(t, a, 'POST', 'appointments/cancel', { id: booked.id })).statusCode).toBe(409);
    expect(await balance(a.id)).toBe(before);

    // The slot is free again.
    const again = await call(t, b, 'POST', 'appointments/book', booking(slot));
    expect(again.statusCode).toBe(200);
    await call(t, b, 'POST', 'appointments/cancel', { id: again.json<Appointment>().id });
  });

  it('books online with the meeting link in the answer and the calendar file', async () => {
    const [slot] = await freeSlots('Online');
    if (!slot) throw new Error('no slot');
    const response = await call(t, a, 'POST', 'appointments/book', {
      tp: 'Online',
      st: slot.st,
      tpc: 'Διατροφή',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Appointment>()).toMatchObject({
      tp: 'Online',
      url: MEETING_URL,
      store: null,
      nt: null,
    });
    const [mail] = await mailsTo(a.eml);
    expect(mail?.subject).toContain('Το ραντεβού σας με τον φαρμακοποιό επιβεβαιώθηκε');
    expect(mail?.text).toContain(MEETING_URL);
    // Times as the shop writes them, 17:30 rather than 5:30 μ.μ.
    expect(mail?.text).toMatch(/Πότε: .+ \d{2}:\d{2} - \d{2}:\d{2}/);
    expect(mail?.text).not.toMatch(/[πμ]\.μ\./);
    expect(icsLinesOf(mail?.raw ?? '')).toContain(`URL:${MEETING_URL}`);
    const mine = (await call(t, a, 'GET', 'appointments/getforcustomer')).json<{ items: Appointment[] }>()
      .items;
    expect(mine.map((item) => item.tp)).toContain('Online');
    await call(t, a, 'POST', 'appointments/cancel', { id: response.json<Appointment>().id });
  });

  it('refuses a tier without the benefit, as CheckBookAnAppointment says', async () => {
    const silver = await signedUpCustomer(t);
    const check = await call(t, silver, 'GET', 'CustomerTiers/CheckBookAnAppointment');
    expect(check.json()).toMatchObject({ allowed: false });
    const [slot] = await freeSlots('InPerson', lamia);
    if (!slot) throw new Error('no slot');
    const refused = await call(t, silver, 'POST', 'appointments/book', booking(slot), 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'Your loyalty tier does not include appointments with the pharmacist.',
    });
    expect(
      await t.database.db.select().from(appointments).where(eq(appointments.customerId, silver.id)),
    ).toEqual([]);
  });

  it('holds at most three upcoming appointments per customer', async () => {
    const customer = await signedUpCustomer(t);
    await promote(t, customer.id);
    const slots = await freeSlots('InPerson', lamia);
    for (const slot of slots.slice(0, 3))
      expect((await call(t, customer, 'POST', 'appointments/book', booking(slot))).statusCode).toBe(200);
    const fourth = await call(t, customer, 'POST', 'appointments/book', booking(slots[3] as AppointmentSlot));
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({
      message: 'Έχετε ήδη το μέγιστο πλήθος προγραμματισμένων ραντεβού.',
    });
    for (const item of (await call(t, customer, 'GET', 'appointments/getforcustomer')).json<{
      items: Appointment[];
    }>().items)
      await call(t, customer, 'POST', 'appointments/cancel', { id: item.id });
  });

  it('answers bad input with field errors and changes nothing', async () => {
    const [slot] = await freeSlots('InPerson', lamia);
    if (!slot) throw new Error('no slot');
    const cases: [Record<string, unknown>, string, string][] = [
      [booking(slot, { tpc: '   ' }), 'tpc', 'required_field'],
      [booking(slot, { nt: 'x'.repeat(1001) }), 'nt', 'too_long'],
      [booking(slot, { tpc: 'x'.repeat(121) }), 'tpc', 'too_long'],
      [booking(slot, { sid: null }), 'sid', 'store_required'],
      [booking(slot, { tp: 'Phone' }), 'tp', 'invalid_appointment_type'],
      [booking(slot, { st: 'tomorrow' }), 'st', 'invalid_date'],
    ];
    for (const [payload, field, code] of cases) {
      const response = await call(t, b, 'POST', 'appointments/book', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors?.[field], field).toEqual([code]);
    }
    const range = await call(
      t,
      null,
      'GET',
      `appointments/getslots?type=InPerson&storeId=${lamia}&from=2026-03-01&to=2026-04-15`,
    );
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual({ to: ['invalid_date_range'] });
    const noStore = await call(
      t,
      null,
      'GET',
      'appointments/getslots?type=InPerson&from=2026-03-01&to=2026-03-02',
    );
    expect(noStore.json().errors).toEqual({ storeId: ['store_required'] });
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/el/appointments/book',
      headers: (await xsrf(t.app)).headers,
      payload: booking(slot),
    });
    expect(guest.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(appointments).where(eq(appointments.customerId, b.id)),
    ).toHaveLength(1);
  });
});

describe('reminders and staff', () => {
  it('mails the reminder once, the day before', async () => {
    const [slot] = await freeSlots('InPerson', lamia);
    if (!slot) throw new Error('no slot');
    const booked = (await call(t, a, 'POST', 'appointments/book', booking(slot), 'en')).json<Appointment>();
    const start = new Date(booked.st).getTime();
    const reminders = async () =>
      (await mailsTo(a.eml)).filter(
        (mail) =>
          mail.subject.startsWith('Reminder') &&
          icsLinesOf(mail.raw).includes(`UID:appointment-${booked.id}@localhost`),
      );
    await t.services.appointments.sendReminders(new Date(start - 30 * 3_600_000));
    expect(await reminders()).toHaveLength(0);
    const dayBefore = new Date(start - 20 * 3_600_000);
    await Promise.all([
      t.services.appointments.sendReminders(dayBefore),
      t.services.appointments.sendReminders(dayBefore),
    ]);
    await t.services.appointments.sendReminders(new Date(start - 3_600_000));
    expect(await reminders()).toHaveLength(1);
    const [reminder] = await reminders();
    expect(reminder?.text).toContain('This is a reminder of your appointment.');
    expect(icsLinesOf(reminder?.raw ?? '')).toContain(`UID:appointment-${booked.id}@localhost`);
  });

  it('lists the diary to staff and lets a SalesPerson cancel with a note', async () => {
    const sales = await signedInStaff(t, 'SalesPerson');
    const inspector = await signedInStaff(t, 'Inspector');
    const day = workingDayAfter(2);
    const staffCall = async (
      token: string,
      method: 'GET' | 'POST',
      path: string,
      payload?: Record<string, unknown>,
    ) =>
      t.app.inject({
        method,
        url: `/api/en/${path}`,
        headers: { ...(await xsrf(t.app)).headers, authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const diary = await staffCall(inspector, 'GET', `admin/appointments/getall?from=${day}&to=${day}`);
    expect(diary.statusCode).toBe(200);
    const booked = diary.json<{ items: StaffAppointment[] }>().items.find((item) => item.sts === 'Booked');
    expect(booked).toMatchObject({ cid: a.id, eml: a.eml });
    if (!booked) throw new Error('nothing booked');
    expect(
      (await staffCall(inspector, 'POST', 'admin/appointments/cancel', { id: booked.id, nt: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, a, 'GET', `admin/appointments/getall?from=${day}&to=${day}`)).statusCode).toBe(401);
    const before = await balance(a.id);
    const cancelled = await staffCall(sales, 'POST', 'admin/appointments/cancel', {
      id: booked.id,
      nt: 'The pharmacist is away that day.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<StaffAppointment>()).toMatchObject({
      sts: 'Cancelled',
      cnt: 'The pharmacist is away that day.',
    });
    expect(await balance(a.id)).toBe((before ?? 0) - 20);
    const [mail] = await mailsTo(a.eml);
    expect(mail?.text).toContain('The pharmacist is away that day.');
  });
});
