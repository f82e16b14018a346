import type { CustomerSession } from '@shop/contract';
import { appointments } from '../../db/schema/appointments.ts';
import { seedAppointmentsDemo } from '../../db/seed/appointments-demo.ts';
import { seedCheckoutDemo } from '../../db/seed/checkout-demo.ts';
import type { TestApp } from '../../test/index.ts';
import { authHeaders } from '../customers/test-fixtures.ts';

/** The stores (Lamia, Larissa) and the demo consultation hours; returns the Lamia store's id. */
export async function seedConsultations(t: TestApp): Promise<number> {
  await seedCheckoutDemo(t.database.db);
  await seedAppointmentsDemo(t.database.db);
  const options = await t.services.appointments.options('en');
  const lamia = options.stores.find((store) => store.nm.includes('Lamia'));
  if (!lamia) throw new Error('no Lamia store');
  return lamia.id;
}

/** Raises the customer to the prm tier, which books consultations by default, with 600 Custom points. */
export async function promote(t: TestApp, customerId: number): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await t.services.loyalty.record(
      { customerId, kind: 'Custom', source: `test:promote:${customerId}`, approvedPoints: 600 },
      tx,
    );
    await t.services.loyalty.tiers.recalculate(tx, customerId);
  });
}

export async function call(
  t: TestApp,
  session: CustomerSession | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
  lang = 'el',
) {
  return t.app.inject({
    method,
    url: `/api/${lang}/${path}`,
    headers: session ? await authHeaders(t, session) : {},
    ...(payload ? { payload } : {}),
  });
}

/** The `.ics` attached to a stored MIME message, decoded, as its unfolded lines. */
export function icsLinesOf(raw: string): string[] {
  const start = raw.indexOf('filename=appointment.ics');
  if (start < 0) throw new Error('no appointment.ics attached');
  const headerStart = raw.lastIndexOf('\n--', start);
  const part = raw.slice(headerStart + 1);
  const bodyStart = part.indexOf('\n\n');
  const headers = part.slice(0, bodyStart);
  const body = part.slice(bodyStart + 2, part.indexOf('\n--', bodyStart));
  let text: string;
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
    text = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  else text = body;
  return text
    .replace(/\r\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
}

/** The first whole working day (Monday to Friday) at least `days` after today, as YYYY-MM-DD. */
export function workingDayAfter(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/**
 * Three online appointments of a customer, written as booked rows (no points, no tier needed):
 * the cross-customer matrix's main one, the spare its owner cancels and the one staff cancel.
 */
export async function testAppointments(
  t: TestApp,
  customerId: number,
): Promise<{ appointment: number; spareAppointment: number; staffAppointment: number }> {
  const day = Date.parse(`${workingDayAfter(10)}T08:00:00Z`);
  const rows = await t.database.db
    .insert(appointments)
    .values(
      [0, 1, 2].map((index) => ({
        customerId,
        type: 'Online',
        storeId: null,
        startsAt: new Date(day + index * 3_600_000),
        endsAt: new Date(day + index * 3_600_000 + 1_800_000),
        topic: 'Φαρμακευτική αγωγή',
        language: 'el',
      })),
    )
    .returning({ id: appointments.id });
  const [appointment, spareAppointment, staffAppointment] = rows.map((row) => row.id);
  if (!appointment || !spareAppointment || !staffAppointment) throw new Error('appointments not written');
  return { appointment, spareAppointment, staffAppointment };
}
