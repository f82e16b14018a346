import * as z from 'zod/mini';
import { contributorSummarySchema } from './content-schemas.ts';

/**
 * The pharmacy's events on the wire: skin-check days in the shop, talks, online webinars. Times
 * are ISO 8601 instants (UTC); the storefront shows them in Athens time.
 */

/** How an event is attended: at a place, or online through its registration link. */
export const EVENT_ATTENDANCE_MODES = ['InPerson', 'Online'] as const;
export type EventAttendanceMode = (typeof EVENT_ATTENDANCE_MODES)[number];

/** Events an events call answers unless asked for another page size (at most `CONTENT_MAX_PAGE_SIZE`). */
export const EVENT_PAGE_SIZE = 12;

export const eventPlaceSchema = z.object({
  /** The venue's name: the pharmacy, a hall, a school. */
  nm: z.string(),
  /** Street and number. */
  adr: z.string(),
  /** City or town. */
  ct: z.string(),
});
export type EventPlace = z.infer<typeof eventPlaceSchema>;

export const eventSummarySchema = z.object({
  id: z.number(),
  tl: z.string(),
  eurl: z.string(),
  /** A short plain-text summary. */
  dsm: z.string(),
  /** When it starts and ends, ISO 8601 (UTC). */
  start: z.string(),
  end: z.string(),
  mode: z.enum(EVENT_ATTENDANCE_MODES),
  /** Where an in-person event takes place; null online. */
  place: z.nullable(eventPlaceSchema),
  /** The https page where one registers (always set for an online event). */
  registrationUrl: z.nullable(z.string()),
  /** The poster, served by the shop. */
  poster: z.string(),
  cancelled: z.boolean(),
  /** The pharmacists and experts who host it, in the order the shop gave. */
  hosts: z.array(contributorSummarySchema),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventSchema = z.extend(eventSummarySchema, {
  /** The event's description, sanitised HTML. */
  body: z.string(),
  /** The language the text is in: English pages fall back to the Greek text where none exists. */
  lng: z.enum(['el', 'en']),
});
export type ContentEvent = z.infer<typeof eventSchema>;

export const eventPageSchema = z.object({ items: z.array(eventSummarySchema), total: z.number() });
export type EventPage = z.infer<typeof eventPageSchema>;
