import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appointmentHours } from '../schema/appointments.ts';
import { takeawayStores } from '../schema/checkout-options.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];
const hour = (value: number) => value * 60;

/** Morning and evening consultations at the stores, and online consultations through the working day. */
const STORE_PERIODS = [
  { startMinute: hour(10), endMinute: hour(14) },
  { startMinute: hour(17.5), endMinute: hour(20) },
];
const ONLINE_PERIODS = [{ startMinute: hour(9), endMinute: hour(17) }];

/**
 * The pharmacist's demo consultation hours, Monday to Friday at the Lamia and Larissa stores and
 * online. Runs once: nothing happens when any hours exist.
 */
export async function seedAppointmentsDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(appointmentHours);
  if ((existing?.count ?? 0) > 0) return;
  const stores = await db
    .select({ id: takeawayStores.id })
    .from(takeawayStores)
    .where(inArray(takeawayStores.code, ['lamia', 'larissa']));
  const rows = [
    ...stores.flatMap((store) =>
      WEEKDAYS.flatMap((weekday) =>
        STORE_PERIODS.map((period) => ({ storeId: store.id, weekday, ...period })),
      ),
    ),
    ...WEEKDAYS.flatMap((weekday) => ONLINE_PERIODS.map((period) => ({ storeId: null, weekday, ...period }))),
  ];
  await db.insert(appointmentHours).values(rows);
}
