import { z } from 'zod';
import {
  CMS_LINK_FLAGS,
  CUSTOM_MESSAGE_CODE_PATTERN,
  HEX_COLOUR_PATTERN,
  isExternalUrl,
  isInternalPath,
  LINK_TARGETS,
  MAIN_MENU_CODE,
  MENU_LINK_TYPES,
} from './navigation.ts';

/**
 * What staff send to write the navigation (`/admin/menus/*`, `/admin/cmslinks/*`,
 * `/admin/custommessages/*`) and what they read back: every text in Greek and optionally English,
 * every link a shop path without language prefix or an absolute http(s) address. Failures name
 * the field with a code (`required_field`, `too_long`, `invalid_link`, `invalid_colour` …).
 */

export const NAVIGATION_TEXT_MAX_LENGTH = 200;
export const NAVIGATION_LINK_MAX_LENGTH = 500;
/** The largest position a menu entry or link may take (a `smallint`). */
export const NAVIGATION_MAX_POSITION = 32_767;

const MAX_ID = 2_147_483_647;
const idSchema = z.number('invalid_id').int('invalid_id').positive('invalid_id').max(MAX_ID, 'invalid_id');

const requiredText = z
  .string('required_field')
  .trim()
  .min(1, { error: 'required_field', abort: true })
  .max(NAVIGATION_TEXT_MAX_LENGTH, 'too_long');

/** A link: a shop path without language prefix, or an absolute http(s) address. */
export const navigationLinkSchema = z
  .string('required_field')
  .trim()
  .min(1, { error: 'required_field', abort: true })
  .max(NAVIGATION_LINK_MAX_LENGTH, { error: 'too_long', abort: true })
  .refine((value) => isInternalPath(value) || isExternalUrl(value), 'invalid_link');

const codeSchema = z
  .string('required_field')
  .trim()
  .min(1, { error: 'required_field', abort: true })
  .regex(CUSTOM_MESSAGE_CODE_PATTERN, 'invalid_code');

const positionSchema = z
  .number('invalid_value')
  .int('invalid_value')
  .min(0, 'invalid_value')
  .max(NAVIGATION_MAX_POSITION, 'invalid_value');
const flagSchema = z.boolean('invalid_value');
const targetSchema = z.enum(LINK_TARGETS, 'invalid_value');

export const menuItemSaveSchema = z.object({
  /** None: a new entry. */
  id: idSchema.optional(),
  menuCode: codeSchema.default(MAIN_MENU_CODE),
  /** The parent entry, of the same menu; none for the top. */
  pid: idSchema.nullable().default(null),
  el: z.object({ tl: requiredText }),
  /** None: the English menu shows the Greek title. */
  en: z.object({ tl: requiredText }).nullable().optional(),
  nu: navigationLinkSchema,
  trg: targetSchema.default('_self'),
  isHighlighted: flagSchema.default(false),
  position: positionSchema.default(0),
  isVisible: flagSchema.default(true),
});
export type MenuItemSave = z.infer<typeof menuItemSaveSchema>;

export const adminMenuItemSchema = z.object({
  id: z.number(),
  menuCode: z.string(),
  pid: z.number().nullable(),
  el: z.object({ tl: z.string() }),
  en: z.object({ tl: z.string() }).nullable(),
  nu: z.string(),
  ltype: z.enum(MENU_LINK_TYPES),
  trg: z.enum(LINK_TARGETS),
  isHighlighted: z.boolean(),
  position: z.number(),
  isVisible: z.boolean(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;
export const adminMenuSchema = z.object({ items: z.array(adminMenuItemSchema) });

export const adminMenuQuerySchema = z.object({ code: codeSchema.default(MAIN_MENU_CODE) });

const cmsFlagFields = Object.fromEntries(
  CMS_LINK_FLAGS.map((flag) => [flag, flagSchema.default(false)]),
) as Record<(typeof CMS_LINK_FLAGS)[number], z.ZodDefault<typeof flagSchema>>;

export const cmsLinkSaveSchema = z.object({
  id: idSchema.optional(),
  el: z.object({ label: requiredText }),
  en: z.object({ label: requiredText }).nullable().optional(),
  value: navigationLinkSchema,
  trg: targetSchema.default('_self'),
  ...cmsFlagFields,
  position: positionSchema.default(0),
  isVisible: flagSchema.default(true),
});
export type CmsLinkSave = z.infer<typeof cmsLinkSaveSchema>;

const cmsFlagOutputs = Object.fromEntries(CMS_LINK_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  (typeof CMS_LINK_FLAGS)[number],
  z.ZodBoolean
>;

export const adminCmsLinkSchema = z.object({
  id: z.number(),
  el: z.object({ label: z.string() }),
  en: z.object({ label: z.string() }).nullable(),
  value: z.string(),
  ltype: z.enum(MENU_LINK_TYPES),
  trg: z.enum(LINK_TARGETS),
  ...cmsFlagOutputs,
  position: z.number(),
  isVisible: z.boolean(),
});
export type AdminCmsLink = z.infer<typeof adminCmsLinkSchema>;
export const adminCmsLinkListSchema = z.object({ items: z.array(adminCmsLinkSchema) });

const messageTextsSchema = z.object({
  rct: requiredText,
  rct2: requiredText.nullable().default(null),
  rct3: requiredText.nullable().default(null),
});

/** A custom message: its texts, the link of each (or none), the background `#rrggbb`. */
export const customMessageSaveSchema = z.object({
  code: codeSchema,
  el: messageTextsSchema,
  en: messageTextsSchema.nullable().optional(),
  nu: navigationLinkSchema.nullable().default(null),
  nu2: navigationLinkSchema.nullable().default(null),
  nu3: navigationLinkSchema.nullable().default(null),
  chex: z.string('required_field').regex(HEX_COLOUR_PATTERN, 'invalid_colour'),
  isActive: flagSchema.default(true),
});
export type CustomMessageSave = z.infer<typeof customMessageSaveSchema>;

export const adminCustomMessageSchema = z.object({
  code: z.string(),
  el: z.object({ rct: z.string(), rct2: z.string().nullable(), rct3: z.string().nullable() }),
  en: z.object({ rct: z.string(), rct2: z.string().nullable(), rct3: z.string().nullable() }).nullable(),
  nu: z.string().nullable(),
  nu2: z.string().nullable(),
  nu3: z.string().nullable(),
  chex: z.string(),
  /** The text colour that reads on `chex`. */
  tchex: z.string(),
  isActive: z.boolean(),
});
export type AdminCustomMessage = z.infer<typeof adminCustomMessageSchema>;
/** `admin/custommessages/getall`: every custom message (the header messages), by code. */
export const adminCustomMessageListSchema = z.object({ items: z.array(adminCustomMessageSchema) });
export type AdminCustomMessageList = z.infer<typeof adminCustomMessageListSchema>;
