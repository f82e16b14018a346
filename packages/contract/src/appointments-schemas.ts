import { z } from 'zod';
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
  .int(E.storeRequired)
  .positive(E.storeRequired)
  .max(2_147_483_647, E.storeRequired);
const daySchema = z.iso.date(E.invalidDate);

/** A range of calendar days (Athens), `from` to `to` inclusive, at most APPOINTMENT_MAX_RANGE_DAYS long. */
const dayRange = {
  from: daySchema,
  to: daySchema,
};
function checkRange(value: { from: string; to: string }, context: z.RefinementCtx) {
  const days = (Date.parse(value.to) - Date.parse(value.from)) / DAY_MS;
  if (days < 0 || days >= APPOINTMENT_MAX_RANGE_DAYS)
    context.addIssue({ code: 'custom', message: E.invalidRange, path: ['to'] });
}

/** `appointments/getslots?type&storeId&from&to`: a store's free slots, or the online line's. */
export const appointmentSlotsQuerySchema = z
  .object({ type: appointmentTypeSchema, storeId: storeIdSchema.optional(), ...dayRange })
  .superRefine((value, context) => {
    checkRange(value, context);
    if (value.type === 'InPerson' && value.storeId === undefined)
      context.addIssue({ code: 'custom', message: E.storeRequired, path: ['storeId'] });
  });
export type AppointmentSlotsQuery = z.infer<typeof appointmentSlotsQuerySchema>;

export const appointmentSlotSchema = z.object({
  st: z.string().describe('start, ISO 8601 UTC'),
  en: z.string().describe('end, ISO 8601 UTC'),
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
  hours: z.array(z.string()).describe('consultation hours, one line per day'),
});
export type AppointmentStore = z.infer<typeof appointmentStoreSchema>;

/** `appointments/getoptions`: where consultations are held and for how long. */
export const appointmentOptionsSchema = z.object({
  stores: z.array(appointmentStoreSchema),
  online: z.boolean().describe('whether online consultations are offered'),
  onlineHours: z.array(z.string()),
  slotMinutes: z.number(),
  leadMinutes: z.number().describe('how long before its start a slot can still be booked'),
  bookingDays: z.number().describe('how many days ahead slots are offered'),
});
export type AppointmentOptions = z.infer<typeof appointmentOptionsSchema>;

const topicSchema = z
  .string(E.required)
  .trim()
  .min(1, { error: E.required, abort: true })
  .max(APPOINTMENT_TOPIC_MAX_LENGTH, E.tooLong);
const noteSchema = z.string(E.tooLong).trim().max(APPOINTMENT_NOTE_MAX_LENGTH, E.tooLong);

/** `appointments/book`. */
export const bookAppointmentRequestSchema = z
  .object({
    tp: appointmentTypeSchema,
    sid: storeIdSchema.nullish(),
    st: z.iso.datetime({ offset: true, error: E.invalidDate }),
    tpc: topicSchema,
    nt: noteSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.tp === 'InPerson' && (value.sid === undefined || value.sid === null))
      context.addIssue({ code: 'custom', message: E.storeRequired, path: ['sid'] });
  });
export type BookAppointmentRequest = z.infer<typeof bookAppointmentRequestSchema>;

export const cancelAppointmentRequestSchema = z.object({
  id: z.number('invalid_id').int('invalid_id').positive('invalid_id').max(2_147_483_647, 'invalid_id'),
});
export type CancelAppointmentRequest = z.infer<typeof cancelAppointmentRequestSchema>;

/** `admin/appointments/cancel`: staff cancel with a note the customer reads. */
export const staffCancelAppointmentRequestSchema = cancelAppointmentRequestSchema.extend({
  nt: z
    .string(E.required)
    .trim()
    .min(1, { error: E.required, abort: true })
    .max(APPOINTMENT_CANCEL_NOTE_MAX_LENGTH, E.tooLong),
});
export type StaffCancelAppointmentRequest = z.infer<typeof staffCancelAppointmentRequestSchema>;

export const appointmentSchema = z.object({
  id: z.number(),
  tp: z.enum(APPOINTMENT_TYPES),
  sts: z.enum(APPOINTMENT_STATUSES),
  st: z.string().describe('start, ISO 8601 UTC'),
  en: z.string().describe('end, ISO 8601 UTC'),
  tpc: z.string(),
  nt: z.string().nullable(),
  store: appointmentStoreSchema.nullable(),
  url: z.string().nullable().describe('the meeting link of an online consultation'),
  pts: z.number().describe('loyalty points the booking credited'),
  cnt: z.string().nullable().describe("the shop's note when staff cancelled"),
  cnc: z.boolean().describe('whether the customer may still cancel it'),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentListSchema = z.object({ items: z.array(appointmentSchema) });

/** `admin/appointments/getall?from&to`: every appointment starting in the range, with its customer. */
export const staffAppointmentsQuerySchema = z.object(dayRange).superRefine(checkRange);
export const staffAppointmentSchema = appointmentSchema.extend({
  cid: z.number(),
  eml: z.string(),
  cnm: z.string().describe("the customer's name"),
  mob: z.string().nullable(),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;
export const staffAppointmentListSchema = z.object({ items: z.array(staffAppointmentSchema) });
