/** Consultations with the pharmacist (spec 001 §9: appointment type InPerson, online). */

export const APPOINTMENT_TYPES = ['InPerson', 'Online'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_STATUSES = ['Booked', 'Cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_TOPIC_MAX_LENGTH = 120;
export const APPOINTMENT_NOTE_MAX_LENGTH = 1000;
export const APPOINTMENT_CANCEL_NOTE_MAX_LENGTH = 500;
/** The widest range of days one slots or staff listing call covers. */
export const APPOINTMENT_MAX_RANGE_DAYS = 31;

/** Field error codes of the appointment calls. */
export const AppointmentFieldError = {
  required: 'required_field',
  tooLong: 'too_long',
  invalidType: 'invalid_appointment_type',
  invalidDate: 'invalid_date',
  invalidRange: 'invalid_date_range',
  storeRequired: 'store_required',
} as const;
