import * as z from 'zod/mini';
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
  z.extend(adminPagingQuerySchema, {
    /** Part of a title, name or slug, in either language. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
    sort: z._default(z.enum(sorts, 'invalid_value'), sort as never),
    dir: z._default(sortDirection, dir),
  });

export const adminContentPage = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), psize: z.number() });

export const adminContentFormatSchema = z.enum(CONTENT_FORMATS, 'invalid_format');
export const adminContentFlag = (value: boolean) => z._default(z.boolean('invalid_value'), value);
export const adminContentPositionSchema = z
  .number('invalid_value')
  .check(z.int('invalid_value'), z.gte(0, 'invalid_value'), z.lte(32_767, 'invalid_value'));
export const adminContentBodySchema = adminRequiredText(CONTENT_BODY_MAX_LENGTH);
/** A picture the shop serves: a path under the shop, never another host. */
export const ADMIN_MEDIA_PATH_PATTERN = /^\/[A-Za-z0-9._~/-]+$/;
export const adminMediaPathSchema = z.string('required_field').check(
  z.trim(),
  z.minLength(1, { error: 'required_field', abort: true }),
  z.maxLength(500, { error: 'too_long', abort: true }),
  z.regex(ADMIN_MEDIA_PATH_PATTERN, 'invalid_path'),
  z.refine((path) => !path.includes('..') && !path.startsWith('//'), 'invalid_path'),
);

/** Texts rendered when stored, as shoppers see them (sanitised HTML); null English falls back to Greek. */
export const adminRenderedSchema = z.object({ el: z.string(), en: z.nullable(z.string()) });

/** What a delete answers: the id that is gone. */
export const adminContentDeleteResultSchema = z.object({ id: z.number() });
export type AdminContentDeleteResult = z.infer<typeof adminContentDeleteResultSchema>;

// ---- Preview ----

/** `POST /admin/content/preview`: a text in its format, rendered as it would be stored. */
export const adminContentPreviewSchema = z.object({
  format: adminContentFormatSchema,
  body: z.string('invalid_value').check(z.maxLength(CONTENT_BODY_MAX_LENGTH, 'too_long')),
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
  category: z.string().check(z.describe('the category’s Greek name')),
  contributor: z.nullable(z.string()).check(z.describe('the contributor’s Greek name')),
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
  contributorId: z.nullable(z.number()),
  format: z.enum(CONTENT_FORMATS),
  /** Source texts: `body` in `format`. */
  el: articleTexts,
  en: z.nullable(articleTexts),
  html: adminRenderedSchema,
  img: z.nullable(z.string()),
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
const eventTexts = z.extend(articleTexts, { place: z.nullable(placeOut) });
export const adminEventSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  format: z.enum(CONTENT_FORMATS),
  el: eventTexts,
  en: z.nullable(eventTexts),
  html: adminRenderedSchema,
  start: z.string(),
  end: z.string(),
  mode: z.enum(EVENT_ATTENDANCE_MODES),
  registrationUrl: z.nullable(z.string()),
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
  id: z.optional(adminIdSchema),
  eurl: contentEurlSchema,
  categoryId: adminIdSchema,
  contributorId: z._default(z.nullable(adminIdSchema), null),
  groupCode: z.pipe(
    z._default(
      z.nullable(
        z
          .string('invalid_value')
          .check(z.trim(), z.maxLength(40, 'too_long'), z.regex(/^[A-Za-z0-9_-]*$/, 'invalid_code')),
      ),
      null,
    ),
    z.transform((code) => (code === '' ? null : code)),
  ),
  format: adminContentFormatSchema,
  el: videoTexts,
  /** None: the English page shows the Greek texts. */
  en: z.optional(z.nullable(videoTexts)),
  /** An https embed address of an allowed player (`VIDEO_PLAYER_HOSTS`). */
  embedUrl: z.url({ protocol: /^https$/, error: 'invalid_url' }).check(
    z.maxLength(500, 'too_long'),
    // An address that is no URL at all is reported by the check above, not here.
    z.refine((url) => {
      const host = hostOf(url);
      return host === null || playerHosts.has(host);
    }, 'invalid_player'),
  ),
  poster: adminMediaPathSchema,
  durationSeconds: z
    .number('invalid_value')
    .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(86_400, 'invalid_value')),
  showFront: adminContentFlag(false),
  isPublished: adminContentFlag(true),
});
export type AdminVideoSave = z.infer<typeof adminVideoSaveSchema>;

export const adminVideoRowSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  tl: z.string(),
  category: z.string(),
  contributor: z.nullable(z.string()),
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
  contributorId: z.nullable(z.number()),
  groupCode: z.nullable(z.string()),
  format: z.enum(CONTENT_FORMATS),
  el: videoTextsOut,
  en: z.nullable(videoTextsOut),
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
  id: z.optional(adminIdSchema),
  eurl: contentEurlSchema,
  format: adminContentFormatSchema,
  el: z.object({ nm: adminRequiredText(), role: adminRequiredText(), bio: adminContentBodySchema }),
  /** Name and role are shown in English too; no English bio shows the Greek one. */
  en: z.object({
    nm: adminRequiredText(),
    role: adminRequiredText(),
    bio: z._default(z.nullable(adminContentBodySchema), null),
  }),
  img: z._default(z.nullable(adminMediaPathSchema), null),
  position: z._default(adminContentPositionSchema, 0),
});
export type AdminContributorSave = z.infer<typeof adminContributorSaveSchema>;

export const adminContributorRowSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  nm: z.string(),
  role: z.string(),
  img: z.nullable(z.string()),
  position: z.number(),
});
export const adminContributorListSchema = adminContentPage(adminContributorRowSchema);
export type AdminContributorList = z.infer<typeof adminContributorListSchema>;

export const adminContributorSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  format: z.enum(CONTENT_FORMATS),
  el: z.object({ nm: z.string(), role: z.string(), bio: z.string() }),
  en: z.object({ nm: z.string(), role: z.string(), bio: z.nullable(z.string()) }),
  html: adminRenderedSchema,
  img: z.nullable(z.string()),
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
