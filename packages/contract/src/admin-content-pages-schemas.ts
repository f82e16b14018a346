import * as z from 'zod/mini';
import { adminIdSchema, adminRequiredText } from './admin-catalog-schemas.ts';
import {
  adminContentBodySchema,
  adminContentFlag,
  adminContentFormatSchema,
  adminContentListQuery,
  adminContentPage,
  adminContentPositionSchema,
  adminMediaPathSchema,
  adminRenderedSchema,
} from './admin-content-schemas.ts';
import { CONTENT_FORMATS } from './content.ts';
import {
  CONTENT_SUMMARY_MAX_LENGTH,
  CONTENT_TITLE_MAX_LENGTH,
  contentEurlSchema,
} from './content-admin-schemas.ts';
import { CONTENT_ENTITY_KINDS } from './content-pages.ts';
import { BANNER_GROUP_NAME, BANNER_TARGETS, isSafeBannerLink } from './merchandising.ts';

/**
 * What the back office reads and writes of content pages (`/admin/pages/*`), frequently asked
 * questions (`/admin/faqs/*`) and banners (`/admin/banners/*`), in the shapes of
 * `admin-content-schemas.ts`: paged sorted lists, source texts beside the rendered HTML.
 */

const instantSchema = z.iso.datetime({ offset: true, error: 'invalid_date' });

// ---- Content pages ----

export const ADMIN_PAGE_SORTS = ['title', 'eurl', 'updated'] as const;
export const adminPageQuerySchema = adminContentListQuery(ADMIN_PAGE_SORTS, 'title', 'asc');
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

const pageTexts = z.object({
  tl: adminRequiredText(CONTENT_TITLE_MAX_LENGTH),
  /** The meta description. */
  ds: adminRequiredText(CONTENT_SUMMARY_MAX_LENGTH),
  body: adminContentBodySchema,
});
export const adminPageSaveSchema = z.object({
  id: z.optional(adminIdSchema),
  /** The slugs: the English page uses the Greek one unless it has its own. */
  eurls: z.object({ el: contentEurlSchema, en: z._default(z.nullable(contentEurlSchema), null) }),
  format: adminContentFormatSchema,
  el: pageTexts,
  en: z.optional(z.nullable(pageTexts)),
  isPublished: adminContentFlag(true),
});
export type AdminPageSave = z.infer<typeof adminPageSaveSchema>;

export const adminPageRowSchema = z.object({
  id: z.number(),
  eurls: z.object({ el: z.string(), en: z.nullable(z.string()) }),
  tl: z.string(),
  hasEn: z.boolean(),
  isPublished: z.boolean(),
  /** Last change, ISO 8601. */
  dt: z.string(),
});
export const adminPageListSchema = adminContentPage(adminPageRowSchema);
export type AdminPageList = z.infer<typeof adminPageListSchema>;

const pageTextsOut = z.object({ tl: z.string(), ds: z.string(), body: z.string() });
export const adminPageSchema = z.object({
  id: z.number(),
  eurls: z.object({ el: z.string(), en: z.nullable(z.string()) }),
  format: z.enum(CONTENT_FORMATS),
  el: pageTextsOut,
  en: z.nullable(pageTextsOut),
  html: adminRenderedSchema,
  isPublished: z.boolean(),
  dt: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

// ---- FAQ ----

export const ADMIN_FAQ_SORTS = ['id', 'question'] as const;
export const adminFaqQuerySchema = adminContentListQuery(ADMIN_FAQ_SORTS, 'id', 'desc');
export type AdminFaqQuery = z.infer<typeof adminFaqQuerySchema>;

/** Where a question shows: on an entity (kind and id) or on a storefront path, in a section. */
export const adminFaqPlaceSchema = z
  .object({
    entityType: z._default(z.nullable(z.enum(CONTENT_ENTITY_KINDS, 'invalid_value')), null),
    entityId: z._default(z.nullable(adminIdSchema), null),
    /** A storefront path without language prefix, `/cart`. */
    path: z._default(
      z.nullable(
        z
          .string('invalid_value')
          .check(z.trim(), z.maxLength(200, 'too_long'), z.regex(/^\/[A-Za-z0-9._~/-]*$/, 'invalid_path')),
      ),
      null,
    ),
    section: z._default(z.string('invalid_value').check(z.trim(), z.maxLength(60, 'too_long')), ''),
    position: z._default(adminContentPositionSchema, 0),
  })
  .check(
    z.superRefine((place, context) => {
      const onEntity = place.entityType !== null || place.entityId !== null;
      if (onEntity && place.path !== null)
        context.addIssue({ code: 'custom', path: ['path'], message: 'entity_or_path' });
      else if (onEntity && place.entityType === null)
        context.addIssue({ code: 'custom', path: ['entityType'], message: 'required_field' });
      else if (onEntity && place.entityId === null)
        context.addIssue({ code: 'custom', path: ['entityId'], message: 'required_field' });
      else if (!onEntity && place.path === null)
        context.addIssue({ code: 'custom', path: ['path'], message: 'required_field' });
    }),
  );
export type AdminFaqPlace = z.infer<typeof adminFaqPlaceSchema>;

const faqTexts = z.object({ q: adminRequiredText(500), a: adminContentBodySchema });
export const adminFaqSaveSchema = z.object({
  id: z.optional(adminIdSchema),
  format: adminContentFormatSchema,
  el: faqTexts,
  /** None: English pages show the Greek question and answer. */
  en: z.optional(z.nullable(faqTexts)),
  isPublished: adminContentFlag(true),
  places: z._default(z.array(adminFaqPlaceSchema).check(z.maxLength(50, 'too_many')), []),
});
export type AdminFaqSave = z.infer<typeof adminFaqSaveSchema>;

export const adminFaqRowSchema = z.object({
  id: z.number(),
  q: z.string().check(z.describe('the Greek question')),
  hasEn: z.boolean(),
  places: z.number().check(z.describe('how many places show it')),
  isPublished: z.boolean(),
});
export const adminFaqListSchema = adminContentPage(adminFaqRowSchema);
export type AdminFaqList = z.infer<typeof adminFaqListSchema>;

const faqTextsOut = z.object({ q: z.string(), a: z.string() });
const faqPlaceOut = z.object({
  entityType: z.nullable(z.enum(CONTENT_ENTITY_KINDS)),
  entityId: z.nullable(z.number()),
  path: z.nullable(z.string()),
  section: z.string(),
  position: z.number(),
});
export const adminFaqSchema = z.object({
  id: z.number(),
  format: z.enum(CONTENT_FORMATS),
  el: faqTextsOut,
  en: z.nullable(faqTextsOut),
  html: adminRenderedSchema,
  isPublished: z.boolean(),
  places: z.array(faqPlaceOut),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

// ---- Banners ----

export const ADMIN_BANNER_SORTS = ['group', 'position', 'title', 'id'] as const;
export const adminBannerQuerySchema = z.extend(adminContentListQuery(ADMIN_BANNER_SORTS, 'group', 'asc'), {
  /** One group's banners. */
  group: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
});
export type AdminBannerQuery = z.infer<typeof adminBannerQuerySchema>;

const pixels = z
  .number('invalid_value')
  .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(10_000, 'invalid_value'));
const bannerImageInput = z.object({
  src: adminMediaPathSchema,
  width: pixels,
  height: pixels,
  /** The same picture at other widths, narrowest first. */
  variants: z._default(
    z.array(z.object({ src: adminMediaPathSchema, w: pixels })).check(z.maxLength(12, 'too_many')),
    [],
  ),
});
const bannerTexts = z.object({
  tl: adminRequiredText(CONTENT_TITLE_MAX_LENGTH),
  image: bannerImageInput,
  /** None or null: the wide picture shows on narrow screens too. */
  mobileImage: z.optional(z.nullable(bannerImageInput)),
});
const bannerInstant = z._default(z.nullable(instantSchema), null);
export const adminBannerSaveSchema = z
  .object({
    id: z.optional(adminIdSchema),
    groupName: z
      .string('required_field')
      .check(
        z.trim(),
        z.minLength(1, { error: 'required_field', abort: true }),
        z.maxLength(100, 'too_long'),
        z.regex(BANNER_GROUP_NAME, 'invalid_code'),
      ),
    el: bannerTexts,
    /** None: English pages show the Greek title and pictures; an English title without pictures shows the Greek ones. */
    en: z.optional(z.nullable(z.extend(bannerTexts, { image: z.optional(z.nullable(bannerImageInput)) }))),
    /** A shop path or an https address; null leads nowhere. */
    nu: z._default(
      z.nullable(z.string('invalid_link').check(z.trim(), z.refine(isSafeBannerLink, 'invalid_link'))),
      null,
    ),
    target: z._default(z.enum(BANNER_TARGETS, 'invalid_value'), '_self'),
    pos: z._default(adminContentPositionSchema, 0),
    isActive: adminContentFlag(true),
    activeFrom: bannerInstant,
    activeTo: bannerInstant,
  })
  .check(
    z.refine(
      (banner) =>
        banner.activeFrom === null ||
        banner.activeTo === null ||
        Date.parse(banner.activeTo) > Date.parse(banner.activeFrom),
      { path: ['activeTo'], error: 'end_before_start' },
    ),
  );
export type AdminBannerSave = z.infer<typeof adminBannerSaveSchema>;

const bannerImageOut = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.object({ src: z.string(), w: z.number() })),
});
export const adminBannerRowSchema = z.object({
  id: z.number(),
  groupName: z.string(),
  tl: z.string(),
  img: z.string().check(z.describe('the Greek wide picture')),
  nu: z.nullable(z.string()),
  pos: z.number(),
  isActive: z.boolean(),
  activeFrom: z.nullable(z.string()),
  activeTo: z.nullable(z.string()),
});
export const adminBannerListSchema = adminContentPage(adminBannerRowSchema);
export type AdminBannerList = z.infer<typeof adminBannerListSchema>;

const bannerTextsOut = z.object({
  tl: z.string(),
  image: bannerImageOut,
  mobileImage: z.nullable(bannerImageOut),
});
export const adminBannerSchema = z.object({
  id: z.number(),
  groupName: z.string(),
  el: bannerTextsOut,
  en: z.nullable(z.extend(bannerTextsOut, { image: z.nullable(bannerImageOut) })),
  nu: z.nullable(z.string()),
  target: z.enum(BANNER_TARGETS),
  pos: z.number(),
  isActive: z.boolean(),
  activeFrom: z.nullable(z.string()),
  activeTo: z.nullable(z.string()),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
