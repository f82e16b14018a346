import * as z from 'zod/mini';
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
const idSchema = z
  .number('invalid_id')
  .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(MAX_ID, 'invalid_id'));

const requiredText = z
  .string('required_field')
  .check(
    z.trim(),
    z.minLength(1, { error: 'required_field', abort: true }),
    z.maxLength(NAVIGATION_TEXT_MAX_LENGTH, 'too_long'),
  );

/** A link: a shop path without language prefix, or an absolute http(s) address. */
export const navigationLinkSchema = z.string('required_field').check(
  z.trim(),
  z.minLength(1, { error: 'required_field', abort: true }),
  z.maxLength(NAVIGATION_LINK_MAX_LENGTH, { error: 'too_long', abort: true }),
  z.refine((value) => isInternalPath(value) || isExternalUrl(value), 'invalid_link'),
);

const codeSchema = z
  .string('required_field')
  .check(
    z.trim(),
    z.minLength(1, { error: 'required_field', abort: true }),
    z.regex(CUSTOM_MESSAGE_CODE_PATTERN, 'invalid_code'),
  );

const positionSchema = z
  .number('invalid_value')
  .check(z.int('invalid_value'), z.gte(0, 'invalid_value'), z.lte(NAVIGATION_MAX_POSITION, 'invalid_value'));
const flagSchema = z.boolean('invalid_value');
const targetSchema = z.enum(LINK_TARGETS, 'invalid_value');

export const menuItemSaveSchema = z.object({
  /** None: a new entry. */
  id: z.optional(idSchema),
  menuCode: z._default(codeSchema, MAIN_MENU_CODE),
  /** The parent entry, of the same menu; none for the top. */
  pid: z._default(z.nullable(idSchema), null),
  el: z.object({ tl: requiredText }),
  /** None: the English menu shows the Greek title. */
  en: z.optional(z.nullable(z.object({ tl: requiredText }))),
  nu: navigationLinkSchema,
  trg: z._default(targetSchema, '_self'),
  isHighlighted: z._default(flagSchema, false),
  position: z._default(positionSchema, 0),
  isVisible: z._default(flagSchema, true),
});
export type MenuItemSave = z.infer<typeof menuItemSaveSchema>;

export const adminMenuItemSchema = z.object({
  id: z.number(),
  menuCode: z.string(),
  pid: z.nullable(z.number()),
  el: z.object({ tl: z.string() }),
  en: z.nullable(z.object({ tl: z.string() })),
  nu: z.string(),
  ltype: z.enum(MENU_LINK_TYPES),
  trg: z.enum(LINK_TARGETS),
  isHighlighted: z.boolean(),
  position: z.number(),
  isVisible: z.boolean(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;
export const adminMenuSchema = z.object({ items: z.array(adminMenuItemSchema) });

export const adminMenuQuerySchema = z.object({ code: z._default(codeSchema, MAIN_MENU_CODE) });

const cmsFlagFields = Object.fromEntries(
  CMS_LINK_FLAGS.map((flag) => [flag, z._default(flagSchema, false)]),
) as Record<(typeof CMS_LINK_FLAGS)[number], z.ZodMiniDefault<typeof flagSchema>>;

export const cmsLinkSaveSchema = z.object({
  id: z.optional(idSchema),
  el: z.object({ label: requiredText }),
  en: z.optional(z.nullable(z.object({ label: requiredText }))),
  value: navigationLinkSchema,
  trg: z._default(targetSchema, '_self'),
  ...cmsFlagFields,
  position: z._default(positionSchema, 0),
  isVisible: z._default(flagSchema, true),
});
export type CmsLinkSave = z.infer<typeof cmsLinkSaveSchema>;

const cmsFlagOutputs = Object.fromEntries(CMS_LINK_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  (typeof CMS_LINK_FLAGS)[number],
  z.ZodMiniBoolean
>;

export const adminCmsLinkSchema = z.object({
  id: z.number(),
  el: z.object({ label: z.string() }),
  en: z.nullable(z.object({ label: z.string() })),
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
  rct2: z._default(z.nullable(requiredText), null),
  rct3: z._default(z.nullable(requiredText), null),
});

/** A custom message: its texts, the link of each (or none), the background `#rrggbb`. */
export const customMessageSaveSchema = z.object({
  code: codeSchema,
  el: messageTextsSchema,
  en: z.optional(z.nullable(messageTextsSchema)),
  nu: z._default(z.nullable(navigationLinkSchema), null),
  nu2: z._default(z.nullable(navigationLinkSchema), null),
  nu3: z._default(z.nullable(navigationLinkSchema), null),
  chex: z.string('required_field').check(z.regex(HEX_COLOUR_PATTERN, 'invalid_colour')),
  isActive: z._default(flagSchema, true),
});
export type CustomMessageSave = z.infer<typeof customMessageSaveSchema>;

export const adminCustomMessageSchema = z.object({
  code: z.string(),
  el: z.object({ rct: z.string(), rct2: z.nullable(z.string()), rct3: z.nullable(z.string()) }),
  en: z.nullable(z.object({ rct: z.string(), rct2: z.nullable(z.string()), rct3: z.nullable(z.string()) })),
  nu: z.nullable(z.string()),
  nu2: z.nullable(z.string()),
  nu3: z.nullable(z.string()),
  chex: z.string(),
  /** The text colour that reads on `chex`. */
  tchex: z.string(),
  isActive: z.boolean(),
});
export type AdminCustomMessage = z.infer<typeof adminCustomMessageSchema>;
/** `admin/custommessages/getall`: every custom message (the header messages), by code. */
export const adminCustomMessageListSchema = z.object({ items: z.array(adminCustomMessageSchema) });
export type AdminCustomMessageList = z.infer<typeof adminCustomMessageListSchema>;
