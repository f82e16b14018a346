import * as z from 'zod/mini';
import {
  CMS_LINK_FLAGS,
  CUSTOM_MESSAGE_CODE_PATTERN,
  HEX_COLOUR_PATTERN,
  LINK_TARGETS,
  MENU_LINK_TYPES,
} from './navigation.ts';

/** Menus, cms links and custom messages on the wire (spec 000 §3); the rules are in `navigation.ts`. */

export const menuLinkTypeSchema = z.enum(MENU_LINK_TYPES);
export const linkTargetSchema = z.enum(LINK_TARGETS);
export const cmsLinkFlagSchema = z.enum(CMS_LINK_FLAGS, 'invalid_flag');
export const hexColourSchema = z.string().check(z.regex(HEX_COLOUR_PATTERN, 'invalid_colour'));

/**
 * A menu entry (spec 000 §3): `nu` is a shop path without language prefix for an `InternalUrl`,
 * an absolute https address for an `ExternalUrl`; `ltype` and `trg` say which and where it opens.
 */
export const menuItemSchema = z.object({
  id: z.number(),
  pid: z.nullable(z.number()),
  tl: z.string(),
  nu: z.string(),
  isHighlighted: z.boolean(),
  ltype: menuLinkTypeSchema,
  trg: linkTargetSchema,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const mainMenuSchema = z.object({ items: z.array(menuItemSchema) });
export type MainMenu = z.infer<typeof mainMenuSchema>;

/** A cms link (spec 000 §3: label, value) with the places it shows, one flag each (`CMS_LINK_FLAGS`). */
export const cmsLinkSchema = z.object({
  id: z.number(),
  label: z.string(),
  /** Where it goes: a shop path without language prefix, or an absolute address. */
  value: z.string(),
  ltype: menuLinkTypeSchema,
  trg: linkTargetSchema,
  sh: z.boolean(),
  sm: z.boolean(),
  sf: z.boolean(),
  sf1: z.boolean(),
  sf2: z.boolean(),
  sf3: z.boolean(),
  sf4: z.boolean(),
  ss: z.boolean(),
  sb: z.boolean(),
});
export type CmsLink = z.infer<typeof cmsLinkSchema>;

export const cmsLinkListSchema = z.object({ items: z.array(cmsLinkSchema) });
export type CmsLinkList = z.infer<typeof cmsLinkListSchema>;

/** `?flag=`: the links of one place only; without it, every link. */
export const cmsLinksQuerySchema = z.object({ flag: z.optional(cmsLinkFlagSchema) });

export const customMessageCodeSchema = z
  .string('required_field')
  .check(
    z.trim(),
    z.minLength(1, { error: 'required_field', abort: true }),
    z.regex(CUSTOM_MESSAGE_CODE_PATTERN, 'invalid_code'),
  );

export const customMessageQuerySchema = z.object({ code: customMessageCodeSchema });

/**
 * A custom message (spec 000 §3, the header message): up to three texts `rct`-`rct3`, each with
 * its link `nu`-`nu3` (a shop path or absolute address, null when the text links nowhere), the
 * background `chex` and `tchex`, the text colour that reads on it.
 */
export const customMessageSchema = z.object({
  code: z.string(),
  rct: z.string(),
  rct2: z.nullable(z.string()),
  rct3: z.nullable(z.string()),
  nu: z.nullable(z.string()),
  nu2: z.nullable(z.string()),
  nu3: z.nullable(z.string()),
  chex: hexColourSchema,
  tchex: hexColourSchema,
});
export type CustomMessage = z.infer<typeof customMessageSchema>;
