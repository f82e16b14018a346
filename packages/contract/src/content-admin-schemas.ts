import * as z from 'zod/mini';
import { CONTENT_FORMATS } from './content.ts';
import { EVENT_ATTENDANCE_MODES } from './content-events-schemas.ts';

/**
 * What staff send to write content (`/admin/newsentries/*`, `/admin/events/*`): each text in
 * Greek and optionally English, its body in a content format the API renders and sanitises when
 * it stores it. Failures name the field with a code (`required_field`, `too_long`, `invalid_eurl` …).
 */

/** The longest title, summary and body staff may store. */
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_SUMMARY_MAX_LENGTH = 600;
/** About 8 000 words: far above any article, and below the 100 000 characters no field may hold (the bad-input gate). */
export const CONTENT_BODY_MAX_LENGTH = 50_000;
/** The most contributors one event names as hosts. */
export const EVENT_MAX_HOSTS = 10;

/** A url slug: lower-case Latin letters and digits in words joined by single hyphens. */
export const CONTENT_EURL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const MAX_ID = 2_147_483_647;

const requiredText = (max: number) =>
  z
    .string('required_field')
    .check(z.trim(), z.minLength(1, { error: 'required_field', abort: true }), z.maxLength(max, 'too_long'));

const idSchema = z
  .number('invalid_id')
  .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(MAX_ID, 'invalid_id'));

export const contentEurlSchema = z
  .string('required_field')
  .check(
    z.trim(),
    z.minLength(1, { error: 'required_field', abort: true }),
    z.maxLength(120, 'too_long'),
    z.regex(CONTENT_EURL_PATTERN, 'invalid_eurl'),
  );

const formatSchema = z.enum(CONTENT_FORMATS, 'invalid_format');

/** An article's texts in one language. */
const articleTextsSchema = z.object({
  tl: requiredText(CONTENT_TITLE_MAX_LENGTH),
  dsm: requiredText(CONTENT_SUMMARY_MAX_LENGTH),
  body: requiredText(CONTENT_BODY_MAX_LENGTH),
});

const articleFields = {
  eurl: contentEurlSchema,
  categoryId: idSchema,
  contributorId: z._default(z.nullable(idSchema), null),
  format: formatSchema,
  el: articleTextsSchema,
  /** None: the English page shows the Greek text. */
  en: z.optional(z.nullable(articleTextsSchema)),
  showFront: z._default(z.boolean('invalid_value'), false),
  isPublished: z._default(z.boolean('invalid_value'), true),
};

export const newsEntryWriteSchema = z.object(articleFields);
export type NewsEntryWrite = z.infer<typeof newsEntryWriteSchema>;
export const newsEntryUpdateSchema = z.object({ id: idSchema, ...articleFields });
export type NewsEntryUpdate = z.infer<typeof newsEntryUpdateSchema>;

const placeSchema = z.object({
  nm: requiredText(CONTENT_TITLE_MAX_LENGTH),
  adr: requiredText(CONTENT_TITLE_MAX_LENGTH),
  ct: requiredText(100),
});

/** An event's texts in one language; the place only for an event in person. */
const eventTextsSchema = z.extend(articleTextsSchema, { place: z.optional(z.nullable(placeSchema)) });

const instantSchema = z.iso.datetime({ offset: true, error: 'invalid_date' });

const eventFields = {
  eurl: contentEurlSchema,
  format: formatSchema,
  el: eventTextsSchema,
  en: z.optional(z.nullable(eventTextsSchema)),
  /** ISO 8601 with an offset or Z. */
  start: instantSchema,
  end: instantSchema,
  mode: z.enum(EVENT_ATTENDANCE_MODES, 'invalid_value'),
  /** Where one registers: https only. */
  registrationUrl: z._default(
    z.nullable(
      z
        .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'invalid_url' })
        .check(z.maxLength(500, 'too_long')),
    ),
    null,
  ),
  /** The hosting contributors, in the order the page lists them. */
  hostIds: z._default(z.array(idSchema).check(z.maxLength(EVENT_MAX_HOSTS, 'too_many')), []),
  cancelled: z._default(z.boolean('invalid_value'), false),
  isPublished: z._default(z.boolean('invalid_value'), true),
};

interface EventRules {
  start: string;
  end: string;
  mode: (typeof EVENT_ATTENDANCE_MODES)[number];
  registrationUrl: string | null;
  hostIds: number[];
  el: { place?: unknown };
}

/** What no single field says: it ends after it starts, in person has a place, online a registration link. */
function eventRules(event: EventRules, context: z.core.$RefinementCtx): void {
  if (Date.parse(event.end) <= Date.parse(event.start))
    context.addIssue({ code: 'custom', path: ['end'], message: 'end_before_start' });
  if (event.mode === 'InPerson' && !event.el.place)
    context.addIssue({ code: 'custom', path: ['el', 'place'], message: 'required_field' });
  if (event.mode === 'Online' && event.registrationUrl === null)
    context.addIssue({ code: 'custom', path: ['registrationUrl'], message: 'required_field' });
  if (new Set(event.hostIds).size !== event.hostIds.length)
    context.addIssue({ code: 'custom', path: ['hostIds'], message: 'duplicate_value' });
}

export const eventWriteSchema = z.object(eventFields).check(z.superRefine(eventRules));
export type EventWrite = z.infer<typeof eventWriteSchema>;
export const eventUpdateSchema = z.object({ id: idSchema, ...eventFields }).check(z.superRefine(eventRules));
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

/** What a content write answers: the stored item's id and slug. */
export const contentWriteResultSchema = z.object({ id: z.number(), eurl: z.string() });
export type ContentWriteResult = z.infer<typeof contentWriteResultSchema>;
