import type {
  Appointment,
  AppointmentStore,
  AppointmentType,
  Language,
  StaffAppointment,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentHours } from '../../db/schema/appointments.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { AppointmentRow } from './service.ts';
import { hoursLines } from './slots.ts';

/** Appointments as the customer and staff read them: with their store, meeting link and, for staff, the customer. */
export class AppointmentViews {
  constructor(
    private readonly db: Db,
    private readonly meetingUrl: string | undefined,
    private readonly checkoutOptions: CheckoutOptionsService,
    private readonly customers: CustomerService,
  ) {}

  async list(rows: AppointmentRow[], language: Language, now: Date): Promise<Appointment[]> {
    const stores = new Map<number, AppointmentStore | null>();
    const result: Appointment[] = [];
    for (const row of rows) {
      if (row.storeId !== null && !stores.has(row.storeId))
        stores.set(row.storeId, await this.storeOf(row.storeId, language));
      result.push(this.shape(row, row.storeId === null ? null : (stores.get(row.storeId) ?? null), now));
    }
    return result;
  }

  async one(row: AppointmentRow, language: Language, now: Date): Promise<Appointment> {
    const [appointment] = await this.list([row], language, now);
    if (!appointment) throw new Error('appointment not shaped');
    return appointment;
  }

  async withCustomers(rows: AppointmentRow[], language: Language, now: Date): Promise<StaffAppointment[]> {
    const shaped = await this.list(rows, language, now);
    const result: StaffAppointment[] = [];
    for (const [index, row] of rows.entries()) {
      const profile = await this.customers.profile(row.customerId);
      const appointment = shaped[index];
      if (!appointment) continue;
      result.push({
        ...appointment,
        cid: row.customerId,
        eml: profile.eml,
        cnm: [profile.fnm, profile.lnm].filter(Boolean).join(' '),
        mob: profile.mob,
      });
    }
    return result;
  }

  private async storeOf(storeId: number, language: Language): Promise<AppointmentStore | null> {
    const store = await this.checkoutOptions.store(storeId, language);
    if (!store) return null;
    const periods = await this.db
      .select()
      .from(appointmentHours)
      .where(eq(appointmentHours.storeId, storeId));
    return {
      id: store.id,
      nm: store.nm,
      adr: store.adr,
      ct: store.ct,
      tel: store.tel,
      hours: hoursLines(periods, language),
    };
  }

  private shape(row: AppointmentRow, store: AppointmentStore | null, now: Date): Appointment {
    const booked = row.status === 'Booked';
    return {
      id: row.id,
      tp: row.type as AppointmentType,
      sts: booked ? 'Booked' : 'Cancelled',
      st: row.startsAt.toISOString(),
      en: row.endsAt.toISOString(),
      tpc: row.topic,
      nt: row.note,
      store,
      url: row.type === 'Online' && booked ? (this.meetingUrl ?? null) : null,
      pts: row.points,
      cnt: row.cancelNote,
      cnc: booked && row.startsAt.getTime() > now.getTime(),
    };
  }
}
