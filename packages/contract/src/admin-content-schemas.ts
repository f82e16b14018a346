import { z } from 'zod';
import { adminPagingQuerySchema } from './admin-audit-schemas.ts';
import { adminIdSchema, adminRequiredText } from './admin-catalog-schemas.ts';
import { CONTENT_FORMATS, VIDEO_PLAYER_HOSTS } from './content.ts';
import {
  CONTENT_BODY_MAX_LENGTH,
  CONTENT_TITLE_MAX_LENGTH,
  contentEurlSchema,
} from './content-admin-schemas.ts';
import { EVENT_ATTENDANCE_MODES } from './content-events-schemas.ts';

/**
 * What the back office reads and writes of content (`/admin/newsentries/*`, `/admin/events/*`,
 * `/admin/videos/*`, `/admin/contributors/*`, `/admin/content/preview`; pages, FAQ and banners are in
 * `admin-content-pages-schemas.ts`). Reads give both languages' source texts in their format (what staff
 * edit) beside the HTML rendered from them when stored (what shoppers see). Lists are paged and
 * sorted by the server. Failures name the field with a code the back office translates.
 */

const sortDirection = z.enum(['asc', 'desc'], 'invalid_value');

/** A staff list's query: paging, a search text, and one of the kind's sort keys in a direction. */
export const adminContentListQuery = <const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  sort: Sorts[number],
  dir: 'asc' | 'desc',
) =>
  adminPagingQuerySchema.extend({
    /** Part of a title, name or slug, in either language. */
    q: z.string().trim().max(100, 'too_long').optional(),
    sort: z.enum(sorts, 'invalid_value').default(sort as never),
    dir: sortDirection.default(dir),
  });

export const adminContentPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), psize: z.number() });

export const adminContentFormatSchema = z.enum(CONTENT_FORMATS, 'invalid_format');
export const adminContentFlag = (value: boolean) => z.boolean('invalid_value').default(value);
export const adminContentPositionSchema = z
  .number('invalid_value')
  .int('invalid_value')
  .min(0, 'invalid_value')
  .max(32_767, 'invalid_value');
export const adminContentBodySchema = adminRequiredText(CONTENT_BODY_MAX_LENGTH);
/** A picture the shop serves: a path under the shop, never another host. */
export const ADMIN_MEDIA_PATH_PATTERN = /^\/[A-Za-z0-9._~/-]+$/;
export const adminMediaPathSchema = z
  .string('required_field')
  .trim()
  .min(1, { error: 'required_field', abort: true })
  .max(500, { error: 'too_long', abort: true })
  .regex(ADMIN_MEDIA_PATH_PATTERN, 'invalid_path')
  .refine((path) => !path.includes('..') && !path.startsWith('//'), 'invalid_path');

/** Texts rendered when stored, as shoppers see them (sanitised HTML); null English falls back to Greek. */
export const adminRenderedSchema = z.object({ el: z.string(), en: z.string().nullable() });

/** What a delete answers: the id that is gone. */
export const adminContentDeleteResultSchema = z.object({ id: z.number() });
export type AdminContentDeleteResult = z.infer<typeof adminContentDeleteResultSchema>;

// ---- Preview ----

/** `POST /admin/content/preview`: a text in its format, rendered as it would be stored. */
export const adminContentPreviewSchema = z.object({
  format: adminContentFormatSchema,
  body: z.string('invalid_value').max(CONTENT_BODY_MAX_LENGTH, 'too_long'),
});
export type AdminContentPreview = z.infer<typeof adminContentPreviewSchema>;
export const adminContentPreviewResultSchema = z.object({
  /** Sanitised HTML, exactly what would be stored and served. */
  html: z.string(),
  /** Words of the text, for an article's reading time. */
  words: z.number(),
});
export type AdminContentPreviewResult = z.infer<typeof adminContentPreviewResultSchema>;

// ---- Articles (news entries); written through newsEntryWriteSchema / newsEntryUpdateSchema ----

export const ADMIN_NEWS_SORTS = ['date', 'title', 'eurl'] as const;
export const adminNewsQuerySchema = adminContentListQuery(ADMIN_NEWS_SORTS, 'date', 'desc');
export type AdminNewsQuery = z.infer<typeof adminNewsQuerySchema>;

export const adminNewsRowSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  /** The Greek title. */
  tl: z.string(),
  category: z.string().describe('the category’s Greek name'),
  contributor: z.string().nullable().describe('the contributor’s Greek name'),
  /** Publication time, ISO 8601. */
  dt: z.string(),
  hasEn: z.boolean(),
  showFront: z.boolean(),
  isPublished: z.boolean(),
});
export const adminNewsListSchema = adminContentPage(adminNewsRowSchema);
export type AdminNewsList = z.infer<typeof adminNewsListSchema>;

const articleTexts = z.object({ tl: z.string(), dsm: z.string(), body: z.string() });
export const adminNewsEntrySchema = z.object({
  id: z.number(),
  eurl: z.string(),
  categoryId: z.number(),
  contributorId: z.number().nullable(),
  format: z.enum(CONTENT_FORMATS),
  /** Source texts: `body` in `format`. */
  el: articleTexts,
  en: articleTexts.nullable(),
  html: adminRenderedSchema,
  img: z.string().nullable(),
  dt: z.string(),
  showFront: z.boolean(),
  isPublished: z.boolean(),
});
export type AdminNewsEntry = z.infer<typeof adminNewsEntrySchema>;

// ---- Events; written through eventWriteSchema / eventUpdateSchema ----

export const ADMIN_EVENT_SORTS = ['start', 'title', 'eurl'] as const;
export const adminEventQuerySchema = adminContentListQuery(ADMIN_EVENT_SORTS, 'start', 'desc');
export type AdminEventQuery = z.infer<typeof adminEventQuerySchema>;

export const adminEventRowSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  tl: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.enum(EVENT_ATTENDANCE_MODES),
  hasEn: z.boolean(),
  cancelled: z.boolean(),
  isPublished: z.boolean(),
});
export const adminEventListSchema = adminContentPage(adminEventRowSchema);
export type AdminEventList = z.infer<typeof adminEventListSchema>;

const placeOut = z.object({ nm: z.string(), adr: z.string(), ct: z.string() });
const eventTexts = articleTexts.extend({ place: placeOut.nullable() });
export const adminEventSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  format: z.enum(CONTENT_FORMATS),
  el: eventTexts,
  en: eventTexts.nullable(),
  html: adminRenderedSchema,
  start: z.string(),
  end: z.string(),
  mode: z.enum(EVENT_ATTENDANCE_MODES),
  registrationUrl: z.string().nullable(),
  /** Hosting contributors in page order. */
  hostIds: z.array(z.number()),
  poster: z.string(),
  cancelled: z.boolean(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

// ---- Videos ----

export const ADMIN_VIDEO_SORTS = ['date', 'title', 'eurl'] as const;
export const adminVideoQuerySchema = adminContentListQuery(ADMIN_VIDEO_SORTS, 'date', 'desc');
export type AdminVideoQuery = z.infer<typeof adminVideoQuerySchema>;

const videoTexts = z.object({
  tl: adminRequiredText(CONTENT_TITLE_MAX_LENGTH),
  /** The description in `format`. */
  ds: adminContentBodySchema,
});
const playerHosts = new Set<string>(VIDEO_PLAYER_HOSTS);
/** The host of an absolute URL; null for text that is none (refinements run after a failed check too). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
export const adminVideoSaveSchema = z.object({
  /** None: a new video. */
  id: adminIdSchema.optional(),
  eurl: contentEurlSchema,
  categoryId: adminIdSchema,
  contributorId: adminIdSchema.nullable().default(null),
  groupCode: z
    .string('invalid_value')
    .trim()
    .max(40, 'too_long')
    .regex(/^[A-Za-z0-9_-]*$/, 'invalid_code')
    .nullable()
    .default(null)
    .transform((code) => (code === '' ? null : code)),
  format: adminContentFormatSchema,
  el: videoTexts,
  /** None: the English page shows the Greek texts. */
  en: videoTexts.nullable().optional(),
  /** An https embed address of an allowed player (`VIDEO_PLAYER_HOSTS`). */
  embedUrl: z
    .url({ protocol: /^https$/, error: 'invalid_url' })
    .max(500, 'too_long')
    // An address that is no URL at all is reported by the check above, not here.
    .refine((url) => {
      const host = hostOf(url);
      return host === null || playerHosts.has(host);
    }, 'invalid_player'),
  poster: adminMediaPathSchema,
  durationSeconds: z
    .number('invalid_value')
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(86_400, 'invalid_value'),
  showFront: adminContentFlag(false),
  isPublished: adminContentFlag(true),
});
export type AdminVideoSave = z.infer<typeof adminVideoSaveSchema>;

export const adminVideoRowSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  tl: z.string(),
  category: z.string(),
  contributor: z.string().nullable(),
  dt: z.string(),
  hasEn: z.boolean(),
  showFront: z.boolean(),
  isPublished: z.boolean(),
});
export const adminVideoListSchema = adminContentPage(adminVideoRowSchema);
export type AdminVideoList = z.infer<typeof adminVideoListSchema>;

const videoTextsOut = z.object({ tl: z.string(), ds: z.string() });
export const adminVideoSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  categoryId: z.number(),
  contributorId: z.number().nullable(),
  groupCode: z.string().nullable(),
  format: z.enum(CONTENT_FORMATS),
  el: videoTextsOut,
  en: videoTextsOut.nullable(),
  html: adminRenderedSchema,
  embedUrl: z.string(),
  poster: z.string(),
  durationSeconds: z.number(),
  dt: z.string(),
  showFront: z.boolean(),
  isPublished: z.boolean(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

// ---- Contributors ----

export const ADMIN_CONTRIBUTOR_SORTS = ['position', 'name', 'eurl'] as const;
export const adminContributorQuerySchema = adminContentListQuery(ADMIN_CONTRIBUTOR_SORTS, 'position', 'asc');
export type AdminContributorQuery = z.infer<typeof adminContributorQuerySchema>;

export const adminContributorSaveSchema = z.object({
  id: adminIdSchema.optional(),
  eurl: contentEurlSchema,
  format: adminContentFormatSchema,
  el: z.object({ nm: adminRequiredText(), role: adminRequiredText(), bio: adminContentBodySchema }),
  /** Name and role are shown in English too; no English bio shows the Greek one. */
  en: z.object({
    nm: adminRequiredText(),
    role: adminRequiredText(),
    bio: adminContentBodySchema.nullable().default(null),
  }),
  img: adminMediaPathSchema.nullable().default(null),
  position: adminContentPositionSchema.default(0),
});
export type AdminContributorSave = z.infer<typeof adminContributorSaveSchema>;

export const adminContributorRowSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  nm: z.string(),
  role: z.string(),
  img: z.string().nullable(),
  position: z.number(),
});
export const adminContributorListSchema = adminContentPage(adminContributorRowSchema);
export type AdminContributorList = z.infer<typeof adminContributorListSchema>;

export const adminContributorSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  format: z.enum(CONTENT_FORMATS),
  el: z.object({ nm: z.string(), role: z.string(), bio: z.string() }),
  en: z.object({ nm: z.string(), role: z.string(), bio: z.string().nullable() }),
  html: adminRenderedSchema,
  img: z.string().nullable(),
  position: z.number(),
});
export type AdminContributor = z.infer<typeof adminContributorSchema>;

// ---- Pictures ----

/** The content kinds a picture is uploaded for; each has its folder under `/media/content/`. */
export const CONTENT_PICTURE_KINDS = ['banners', 'contributors', 'events', 'videos', 'articles'] as const;
export type ContentPictureKind = (typeof CONTENT_PICTURE_KINDS)[number];
/** The longest side of a content picture as stored (pixels); a smaller one is never enlarged. */
export const CONTENT_PICTURE_SIZE = 1600;
/** `POST /admin/content/pictures`: the multipart field naming the kind, beside the field `file`. */
export const adminContentPictureKindSchema = z.enum(CONTENT_PICTURE_KINDS, 'invalid_value');
/** What an upload answers: the public path of the stored WebP and its size. */
export const adminContentPictureSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type AdminContentPicture = z.infer<typeof adminContentPictureSchema>;
