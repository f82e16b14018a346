import * as z from 'zod/mini';
import {
  APPOINTMENT_CANCEL_NOTE_MAX_LENGTH,
  APPOINTMENT_MAX_RANGE_DAYS,
  APPOINTMENT_NOTE_MAX_LENGTH,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TOPIC_MAX_LENGTH,
  APPOINTMENT_TYPES,
  AppointmentFieldError,
} from './appointments.ts';

const E = AppointmentFieldError;
const DAY_MS = 86_400_000;

const appointmentTypeSchema = z.enum(APPOINTMENT_TYPES, E.invalidType);
const storeIdSchema = z.coerce
  .number(E.storeRequired)
  .check(z.int(E.storeRequired), z.positive(E.storeRequired), z.lte(2_147_483_647, E.storeRequired));
const daySchema = z.iso.date(E.invalidDate);

/** A range of calendar days (Athens), `from` to `to` inclusive, at most APPOINTMENT_MAX_RANGE_DAYS long. */
const dayRange = {
  from: daySchema,
  to: daySchema,
};
function checkRange(value: { from: string; to: string }, context: z.core.$RefinementCtx) {
  const days = (Date.parse(value.to) - Date.parse(value.from)) / DAY_MS;
  if (days < 0 || days >= APPOINTMENT_MAX_RANGE_DAYS)
    context.addIssue({ code: 'custom', message: E.invalidRange, path: ['to'] });
}

/** `appointments/getslots?type&storeId&from&to`: a store's free slots, or the online line's. */
export const appointmentSlotsQuerySchema = z
  .object({ type: appointmentTypeSchema, storeId: z.optional(storeIdSchema), ...dayRange })
  .check(
    z.superRefine((value, context) => {
      checkRange(value, context);
      if (value.type === 'InPerson' && value.storeId === undefined)
        context.addIssue({ code: 'custom', message: E.storeRequired, path: ['storeId'] });
    }),
  );
export type AppointmentSlotsQuery = z.infer<typeof appointmentSlotsQuerySchema>;

export const appointmentSlotSchema = z.object({
  st: z.string().check(z.describe('start, ISO 8601 UTC')),
  en: z.string().check(z.describe('end, ISO 8601 UTC')),
});
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;
export const appointmentSlotListSchema = z.object({ items: z.array(appointmentSlotSchema) });

/** A store consultations are held at, with its consultation hours as lines to show. */
export const appointmentStoreSchema = z.object({
  id: z.number(),
  nm: z.string(),
  adr: z.string(),
  ct: z.string(),
  tel: z.string(),
  hours: z.array(z.string()).check(z.describe('consultation hours, one line per day')),
});
export type AppointmentStore = z.infer<typeof appointmentStoreSchema>;

/** `appointments/getoptions`: where consultations are held and for how long. */
export const appointmentOptionsSchema = z.object({
  stores: z.array(appointmentStoreSchema),
  online: z.boolean().check(z.describe('whether online consultations are offered')),
  onlineHours: z.array(z.string()),
  slotMinutes: z.number(),
  leadMinutes: z.number().check(z.describe('how long before its start a slot can still be booked')),
  bookingDays: z.number().check(z.describe('how many days ahead slots are offered')),
});
export type AppointmentOptions = z.infer<typeof appointmentOptionsSchema>;

const topicSchema = z
  .string(E.required)
  .check(
    z.trim(),
    z.minLength(1, { error: E.required, abort: true }),
    z.maxLength(APPOINTMENT_TOPIC_MAX_LENGTH, E.tooLong),
  );
const noteSchema = z.string(E.tooLong).check(z.trim(), z.maxLength(APPOINTMENT_NOTE_MAX_LENGTH, E.tooLong));

/** `appointments/book`. */
export const bookAppointmentRequestSchema = z
  .object({
    tp: appointmentTypeSchema,
    sid: z.nullish(storeIdSchema),
    st: z.iso.datetime({ offset: true, error: E.invalidDate }),
    tpc: topicSchema,
    nt: z.optional(noteSchema),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.tp === 'InPerson' && (value.sid === undefined || value.sid === null))
        context.addIssue({ code: 'custom', message: E.storeRequired, path: ['sid'] });
    }),
  );
export type BookAppointmentRequest = z.infer<typeof bookAppointmentRequestSchema>;

export const cancelAppointmentRequestSchema = z.object({
  id: z
    .number('invalid_id')
    .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647, 'invalid_id')),
});
export type CancelAppointmentRequest = z.infer<typeof cancelAppointmentRequestSchema>;

/** `admin/appointments/cancel`: staff cancel with a note the customer reads. */
export const staffCancelAppointmentRequestSchema = z.extend(cancelAppointmentRequestSchema, {
  nt: z
    .string(E.required)
    .check(
      z.trim(),
      z.minLength(1, { error: E.required, abort: true }),
      z.maxLength(APPOINTMENT_CANCEL_NOTE_MAX_LENGTH, E.tooLong),
    ),
});
export type StaffCancelAppointmentRequest = z.infer<typeof staffCancelAppointmentRequestSchema>;

export const appointmentSchema = z.object({
  id: z.number(),
  tp: z.enum(APPOINTMENT_TYPES),
  sts: z.enum(APPOINTMENT_STATUSES),
  st: z.string().check(z.describe('start, ISO 8601 UTC')),
  en: z.string().check(z.describe('end, ISO 8601 UTC')),
  tpc: z.string(),
  nt: z.nullable(z.string()),
  store: z.nullable(appointmentStoreSchema),
  url: z.nullable(z.string()).check(z.describe('the meeting link of an online consultation')),
  pts: z.number().check(z.describe('loyalty points the booking credited')),
  cnt: z.nullable(z.string()).check(z.describe("the shop's note when staff cancelled")),
  cnc: z.boolean().check(z.describe('whether the customer may still cancel it')),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentListSchema = z.object({ items: z.array(appointmentSchema) });

/** `admin/appointments/getall?from&to`: every appointment starting in the range, with its customer. */
export const staffAppointmentsQuerySchema = z.object(dayRange).check(z.superRefine(checkRange));
export const staffAppointmentSchema = z.extend(appointmentSchema, {
  cid: z.number(),
  eml: z.string(),
  cnm: z.string().check(z.describe("the customer's name")),
  mob: z.nullable(z.string()),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;
export const staffAppointmentListSchema = z.object({ items: z.array(staffAppointmentSchema) });
