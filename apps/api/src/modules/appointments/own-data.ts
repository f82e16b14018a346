import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';

/**
 * Erases a deleted account's consultations, past and booked (decision 024): their topics and notes
 * are health data with no purpose left, and a booked slot becomes free for others.
 */
export async function eraseAppointmentsOf(tx: Db, customerId: number): Promise<void> {
  await tx.delete(appointments).where(eq(appointments.customerId, customerId));
}
