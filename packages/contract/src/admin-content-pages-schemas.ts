import { z } from 'zod';
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
  id: adminIdSchema.optional(),
  /** The slugs: the English page uses the Greek one unless it has its own. */
  eurls: z.object({ el: contentEurlSchema, en: contentEurlSchema.nullable().default(null) }),
  format: adminContentFormatSchema,
  el: pageTexts,
  en: pageTexts.nullable().optional(),
  isPublished: adminContentFlag(true),
});
export type AdminPageSave = z.infer<typeof adminPageSaveSchema>;

export const adminPageRowSchema = z.object({
  id: z.number(),
  eurls: z.object({ el: z.string(), en: z.string().nullable() }),
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
  eurls: z.object({ el: z.string(), en: z.string().nullable() }),
  format: z.enum(CONTENT_FORMATS),
  el: pageTextsOut,
  en: pageTextsOut.nullable(),
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
    entityType: z.enum(CONTENT_ENTITY_KINDS, 'invalid_value').nullable().default(null),
    entityId: adminIdSchema.nullable().default(null),
    /** A storefront path without language prefix, `/cart`. */
    path: z
      .string('invalid_value')
      .trim()
      .max(200, 'too_long')
      .regex(/^\/[A-Za-z0-9._~/-]*$/, 'invalid_path')
      .nullable()
      .default(null),
    section: z.string('invalid_value').trim().max(60, 'too_long').default(''),
    position: adminContentPositionSchema.default(0),
  })
  .superRefine((place, context) => {
    const onEntity = place.entityType !== null || place.entityId !== null;
    if (onEntity && place.path !== null)
      context.addIssue({ code: 'custom', path: ['path'], message: 'entity_or_path' });
    else if (onEntity && place.entityType === null)
      context.addIssue({ code: 'custom', path: ['entityType'], message: 'required_field' });
    else if (onEntity && place.entityId === null)
      context.addIssue({ code: 'custom', path: ['entityId'], message: 'required_field' });
    else if (!onEntity && place.path === null)
      context.addIssue({ code: 'custom', path: ['path'], message: 'required_field' });
  });
export type AdminFaqPlace = z.infer<typeof adminFaqPlaceSchema>;

const faqTexts = z.object({ q: adminRequiredText(500), a: adminContentBodySchema });
export const adminFaqSaveSchema = z.object({
  id: adminIdSchema.optional(),
  format: adminContentFormatSchema,
  el: faqTexts,
  /** None: English pages show the Greek question and answer. */
  en: faqTexts.nullable().optional(),
  isPublished: adminContentFlag(true),
  places: z.array(adminFaqPlaceSchema).max(50, 'too_many').default([]),
});
export type AdminFaqSave = z.infer<typeof adminFaqSaveSchema>;

export const adminFaqRowSchema = z.object({
  id: z.number(),
  q: z.string().describe('the Greek question'),
  hasEn: z.boolean(),
  places: z.number().describe('how many places show it'),
  isPublished: z.boolean(),
});
export const adminFaqListSchema = adminContentPage(adminFaqRowSchema);
export type AdminFaqList = z.infer<typeof adminFaqListSchema>;

const faqTextsOut = z.object({ q: z.string(), a: z.string() });
const faqPlaceOut = z.object({
  entityType: z.enum(CONTENT_ENTITY_KINDS).nullable(),
  entityId: z.number().nullable(),
  path: z.string().nullable(),
  section: z.string(),
  position: z.number(),
});
export const adminFaqSchema = z.object({
  id: z.number(),
  format: z.enum(CONTENT_FORMATS),
  el: faqTextsOut,
  en: faqTextsOut.nullable(),
  html: adminRenderedSchema,
  isPublished: z.boolean(),
  places: z.array(faqPlaceOut),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

// ---- Banners ----

export const ADMIN_BANNER_SORTS = ['group', 'position', 'title', 'id'] as const;
export const adminBannerQuerySchema = adminContentListQuery(ADMIN_BANNER_SORTS, 'group', 'asc').extend({
  /** One group's banners. */
  group: z.string().trim().max(100, 'too_long').optional(),
});
export type AdminBannerQuery = z.infer<typeof adminBannerQuerySchema>;

const pixels = z
  .number('invalid_value')
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(10_000, 'invalid_value');
const bannerImageInput = z.object({
  src: adminMediaPathSchema,
  width: pixels,
  height: pixels,
  /** The same picture at other widths, narrowest first. */
  variants: z
    .array(z.object({ src: adminMediaPathSchema, w: pixels }))
    .max(12, 'too_many')
    .default([]),
});
const bannerTexts = z.object({
  tl: adminRequiredText(CONTENT_TITLE_MAX_LENGTH),
  image: bannerImageInput,
  /** None or null: the wide picture shows on narrow screens too. */
  mobileImage: bannerImageInput.nullable().optional(),
});
const bannerInstant = instantSchema.nullable().default(null);
export const adminBannerSaveSchema = z
  .object({
    id: adminIdSchema.optional(),
    groupName: z
      .string('required_field')
      .trim()
      .min(1, { error: 'required_field', abort: true })
      .max(100, 'too_long')
      .regex(BANNER_GROUP_NAME, 'invalid_code'),
    el: bannerTexts,
    /** None: English pages show the Greek title and pictures; an English title without pictures shows the Greek ones. */
    en: bannerTexts.extend({ image: bannerImageInput.nullable().optional() }).nullable().optional(),
    /** A shop path or an https address; null leads nowhere. */
    nu: z.string('invalid_link').trim().refine(isSafeBannerLink, 'invalid_link').nullable().default(null),
    target: z.enum(BANNER_TARGETS, 'invalid_value').default('_self'),
    pos: adminContentPositionSchema.default(0),
    isActive: adminContentFlag(true),
    activeFrom: bannerInstant,
    activeTo: bannerInstant,
  })
  .refine(
    (banner) =>
      banner.activeFrom === null ||
      banner.activeTo === null ||
      Date.parse(banner.activeTo) > Date.parse(banner.activeFrom),
    { path: ['activeTo'], error: 'end_before_start' },
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
  img: z.string().describe('the Greek wide picture'),
  nu: z.string().nullable(),
  pos: z.number(),
  isActive: z.boolean(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
});
export const adminBannerListSchema = adminContentPage(adminBannerRowSchema);
export type AdminBannerList = z.infer<typeof adminBannerListSchema>;

const bannerTextsOut = z.object({
  tl: z.string(),
  image: bannerImageOut,
  mobileImage: bannerImageOut.nullable(),
});
export const adminBannerSchema = z.object({
  id: z.number(),
  groupName: z.string(),
  el: bannerTextsOut,
  en: bannerTextsOut.extend({ image: bannerImageOut.nullable() }).nullable(),
  nu: z.string().nullable(),
  target: z.enum(BANNER_TARGETS),
  pos: z.number(),
  isActive: z.boolean(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
