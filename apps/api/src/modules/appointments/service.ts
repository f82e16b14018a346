import type {
  Appointment,
  AppointmentOptions,
  AppointmentSlot,
  AppointmentStore,
  AppointmentType,
  BookAppointmentRequest,
  Language,
  StaffAppointment,
} from '@shop/contract';
import { and, asc, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentHours, appointments } from '../../db/schema/appointments.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { AppointmentMailer } from './mailer.ts';
import {
  athensClock,
  athensTime,
  type ConsultationPeriod,
  daysBetween,
  hoursLines,
  isBookable,
  slotsOf,
} from './slots.ts';
import type { AppointmentViews } from './views.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

export interface AppointmentSettings {
  meetingUrl: string | undefined;
  slotMinutes: number;
  leadMinutes: number;
  bookingDays: number;
}

/** Upcoming appointments one customer may hold at a time. */
export const MAX_UPCOMING_APPOINTMENTS = 3;
const HOUR_MS = 3_600_000;

/** The ledger source of an appointment's NewAppointment and CancelAppointment rows. */
export const appointmentSource = (id: number) => `appointment:${id}`;

/** Where a consultation is held: a store (its id) or the online line (null). */
interface Line {
  type: AppointmentType;
  storeId: number | null;
}

/**
 * Consultations with the pharmacist: slots from the consultation hours of each store and of the
 * online line, booking (tier rule, points, confirmation with its calendar file), cancellation by
 * the customer or staff (points reversed through the ledger) and the day-before reminders.
 * A booked slot is held by one appointment: the database's partial unique index decides a race.
 */
export class AppointmentService {
  constructor(
    private readonly db: Db,
    private readonly settings: AppointmentSettings,
    private readonly loyalty: LoyaltyService,
    private readonly checkoutOptions: CheckoutOptionsService,
    private readonly mailer: AppointmentMailer,
    private readonly views: AppointmentViews,
    private readonly audit: AuditService,
  ) {}

  async options(language: Language): Promise<AppointmentOptions> {
    const periods = await this.db.select().from(appointmentHours);
    const stores: AppointmentStore[] = [];
    for (const store of await this.checkoutOptions.stores(language)) {
      const own = periods.filter((period) => period.storeId === store.id);
      if (own.length > 0)
        stores.push({
          id: store.id,
          nm: store.nm,
          adr: store.adr,
          ct: store.ct,
          tel: store.tel,
          hours: hoursLines(own, language),
        });
    }
    const online = periods.filter((period) => period.storeId === null);
    const { meetingUrl, slotMinutes, leadMinutes, bookingDays } = this.settings;
    return {
      stores,
      online: Boolean(meetingUrl) && online.length > 0,
      onlineHours: meetingUrl ? hoursLines(online, language) : [],
      slotMinutes,
      leadMinutes,
      bookingDays,
    };
  }

  /** The free slots of a line from `from` to `to` (Athens days) that may still be booked at `now`. */
  async slots(
    line: { type: AppointmentType; storeId?: number | undefined },
    from: string,
    to: string,
    now = new Date(),
  ): Promise<AppointmentSlot[]> {
    const checked = await this.lineOf(line.type, line.storeId ?? null);
    const candidates = (await this.candidates(checked.storeId, from, to)).filter((slot) =>
      isBookable(slot.start, now, this.settings),
    );
    if (candidates.length === 0) return [];
    const taken = await this.db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.status, 'Booked'),
          sql`coalesce(${appointments.storeId}, 0) = ${checked.storeId ?? 0}`,
          gte(appointments.startsAt, athensTime(from, 0)),
          lt(appointments.startsAt, athensTime(to, 1440)),
        ),
      );
    const busy = new Set(taken.map((row) => row.startsAt.getTime()));
    return candidates
      .filter((slot) => !busy.has(slot.start.getTime()))
      .map((slot) => ({ st: slot.start.toISOString(), en: slot.end.toISOString() }));
  }

  /**
   * Books a slot for the customer: their tier must allow it (`CheckBookAnAppointment`'s rule), the
   * slot must be one of the line's, free and bookable now. Credits NewAppointment points and mails
   * the confirmation in the same transaction. 409 when another booking took the slot first.
   */
  async book(
    customerId: number,
    input: BookAppointmentRequest,
    language: Language,
    now = new Date(),
  ): Promise<Appointment> {
    const check = await this.loyalty.tiers.bookAppointment(customerId);
    if (!check.allowed) throw new HttpError(422, 'appointment_tier_required');
    const line = await this.lineOf(input.tp, input.sid ?? null);
    const start = new Date(input.st);
    const day = athensClock(start).day;
    const slot = (await this.candidates(line.storeId, day, day)).find(
      (candidate) => candidate.start.getTime() === start.getTime(),
    );
    if (!slot || !isBookable(start, now, this.settings))
      throw new HttpError(422, 'appointment_slot_unavailable');
    const [upcoming] = await this.db
      .select({ count: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.customerId, customerId),
          eq(appointments.status, 'Booked'),
          gt(appointments.startsAt, now),
        ),
      );
    if ((upcoming?.count ?? 0) >= MAX_UPCOMING_APPOINTMENTS)
      throw new HttpError(422, 'too_many_appointments');
    const context = await this.mailer.contextOf(customerId, line.storeId, language);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(appointments)
          .values({
            customerId,
            type: line.type,
            storeId: line.storeId,
            startsAt: slot.start,
            endsAt: slot.end,
            topic: input.tpc,
            note: input.nt ? input.nt : null,
            language,
          })
          .returning();
        if (!inserted) throw new Error('appointments insert returned nothing');
        const credited = await this.loyalty.creditEvent(
          customerId,
          'NewAppointment',
          appointmentSource(inserted.id),
          tx,
        );
        const points = credited ? this.loyalty.eventPoints('NewAppointment') : 0;
        const [booked] = await tx
          .update(appointments)
          .set({ points })
          .where(eq(appointments.id, inserted.id))
          .returning();
        if (!booked) throw new Error('appointments update returned nothing');
        await this.mailer.send(tx, 'confirmed', booked, context, now);
        return booked;
      });
      return this.views.one(row, language, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'appointment_slot_taken');
      throw error;
    }
  }

  /** The customer's appointments, latest first. */
  async forCustomer(customerId: number, language: Language, now = new Date()): Promise<Appointment[]> {
    const rows = await this.db
      .select()
      .from(appointments)
      .where(eq(appointments.customerId, customerId))
      .orderBy(desc(appointments.startsAt));
    return this.views.list(rows, language, now);
  }

  /** The customer cancels one of their own booked appointments before it starts; 404 for anyone else's. */
  async cancel(customerId: number, id: number, language: Language, now = new Date()): Promise<Appointment> {
    const [row] = await this.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.customerId, customerId)));
    if (!row) throw new HttpError(404, 'appointment_not_found');
    if (row.startsAt.getTime() <= now.getTime()) throw new HttpError(422, 'appointment_started');
    return this.views.one(await this.cancelRow(row, { kind: 'Customer' }, null, now), language, now);
  }

  /** Staff cancel an appointment with a note the customer reads in the cancellation mail. */
  async cancelByStaff(
    id: number,
    note: string,
    staffId: number,
    language: Language,
    now = new Date(),
  ): Promise<StaffAppointment> {
    const [row] = await this.db.select().from(appointments).where(eq(appointments.id, id));
    if (!row) throw new HttpError(404, 'appointment_not_found');
    const [listed] = await this.views.withCustomers(
      [await this.cancelRow(row, { kind: 'Staff', staffId }, note, now)],
      language,
      now,
    );
    if (!listed) throw new Error('cancelled appointment not listed');
    return listed;
  }

  /** Every appointment starting from `from` to `to` (Athens days), for the back office. */
  async all(from: string, to: string, language: Language, now = new Date()): Promise<StaffAppointment[]> {
    const rows = await this.db
      .select()
      .from(appointments)
      .where(
        and(gte(appointments.startsAt, athensTime(from, 0)), lt(appointments.startsAt, athensTime(to, 1440))),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
    return this.views.withCustomers(rows, language, now);
  }

  /**
   * Mails the reminder of every booked appointment starting within a day of `now` once: the row is
   * claimed by setting `reminder_sent_at` in the mail's transaction, so processes running this
   * together send each one reminder. Returns how many were sent.
   */
  async sendReminders(now = new Date()): Promise<number> {
    const due = await this.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.status, 'Booked'),
          isNull(appointments.reminderSentAt),
          gt(appointments.startsAt, now),
          lt(appointments.startsAt, new Date(now.getTime() + 24 * HOUR_MS)),
        ),
      );
    let sent = 0;
    for (const { id, customerId, storeId, language } of due) {
      const context = await this.mailer.contextOf(customerId, storeId, language as Language);
      const claimed = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(appointments)
          .set({ reminderSentAt: now })
          .where(
            and(
              eq(appointments.id, id),
              eq(appointments.status, 'Booked'),
              isNull(appointments.reminderSentAt),
            ),
          )
          .returning();
        if (row) await this.mailer.send(tx, 'reminder', row, context, now);
        return row !== undefined;
      });
      if (claimed) sent += 1;
    }
    return sent;
  }

  /**
   * Cancels a booked appointment once: the status changes only from Booked, its points go back
   * through the ledger (CancelAppointment, once per appointment), and the cancellation is mailed.
   */
  private async cancelRow(
    row: AppointmentRow,
    by: { kind: 'Customer' } | { kind: 'Staff'; staffId: number },
    note: string | null,
    now: Date,
  ): Promise<AppointmentRow> {
    const context = await this.mailer.contextOf(row.customerId, row.storeId, row.language as Language);
    return this.db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(appointments)
        .set({ status: 'Cancelled', cancelledBy: by.kind, cancelNote: note, cancelledAt: now })
        .where(and(eq(appointments.id, row.id), eq(appointments.status, 'Booked')))
        .returning();
      if (!cancelled) throw new HttpError(409, 'appointment_already_cancelled');
      if (cancelled.points > 0) {
        await this.loyalty.record(
          {
            customerId: cancelled.customerId,
            kind: 'CancelAppointment',
            source: appointmentSource(cancelled.id),
            approvedPoints: -cancelled.points,
          },
          tx,
        );
        await this.loyalty.tiers.recalculate(tx, cancelled.customerId, now);
      }
      if (by.kind === 'Staff')
        await this.audit.record(tx, {
          staffId: by.staffId,
          action: 'appointment.cancel',
          entity: 'appointment',
          entityId: row.id,
          before: { status: row.status },
          after: { status: cancelled.status, note },
        });
      await this.mailer.send(tx, 'cancelled', cancelled, context, now);
      return cancelled;
    });
  }

  /** The line asked for, when it takes bookings: a store with consultation hours, or online with a meeting link. */
  private async lineOf(type: AppointmentType, storeId: number | null): Promise<Line> {
    if (type === 'Online') {
      if (!this.settings.meetingUrl) throw new HttpError(422, 'appointment_online_unavailable');
      return { type, storeId: null };
    }
    const store = storeId === null ? undefined : await this.checkoutOptions.store(storeId, 'el');
    const [hours] = store
      ? await this.db
          .select({ id: appointmentHours.id })
          .from(appointmentHours)
          .where(eq(appointmentHours.storeId, store.id))
          .limit(1)
      : [];
    if (!store || !hours) throw new HttpError(404, 'appointment_store_not_found');
    return { type, storeId: store.id };
  }

  private async candidates(storeId: number | null, from: string, to: string) {
    const periods: ConsultationPeriod[] = await this.db
      .select({
        weekday: appointmentHours.weekday,
        startMinute: appointmentHours.startMinute,
        endMinute: appointmentHours.endMinute,
      })
      .from(appointmentHours)
      .where(storeId === null ? isNull(appointmentHours.storeId) : eq(appointmentHours.storeId, storeId));
    return slotsOf(periods, daysBetween(from, to), this.settings.slotMinutes);
  }
}
