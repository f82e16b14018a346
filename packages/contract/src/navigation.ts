/**
 * Menus, cms links and custom messages around every page (spec 000 §3, §9; spec 001 §9). Their
 * shapes on the wire are in `navigation-schemas.ts`.
 */

/** How a menu entry or cms link points (spec 001 §9): a shop path without language, or an absolute URL. */
export const MENU_LINK_TYPES = ['InternalUrl', 'ExternalUrl'] as const;
export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];

/**
 * Where a link opens. The specification also names `_parent`, `_top` and named frames, which mean
 * nothing in a shop without frames; the shop offers the two that do.
 */
export const LINK_TARGETS = ['_self', '_blank'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

/** The main menu's code; a shop may keep other menus beside it. */
export const MAIN_MENU_CODE = 'MAIN';

/**
 * Where a cms link shows (spec 000 §7): header, side menu, footer, the four footer columns, the
 * usp bar and the bottom line (payment badges).
 */
export const CMS_LINK_FLAGS = ['sh', 'sm', 'sf', 'sf1', 'sf2', 'sf3', 'sf4', 'ss', 'sb'] as const;
export type CmsLinkFlag = (typeof CMS_LINK_FLAGS)[number];

/** The custom message the header's message bar shows (spec 000 §3). */
export const HEADER_MESSAGE_CODE = 'HEADER-MESSAGE';
/** A custom message's code: capitals, digits and dashes. */
export const CUSTOM_MESSAGE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,63}$/;

/** The header message slider's slide speed (spec 000 §9); its delay is `HEADER_MESSAGE_SLIDER_DELAY_MS`. */
export const HEADER_MESSAGE_SLIDE_SPEED_MS = 500;
/** Below this width the usp bar scrolls as a marquee (spec 000 §9: mobile is under 575 px). */
export const USP_MARQUEE_MAX_WIDTH_PX = 574;

/** A background colour as stored: `#` and six hexadecimal digits. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

function channel(value: number): number {
  const ratio = value / 255;
  return ratio <= 0.04045 ? ratio / 12.92 : ((ratio + 0.055) / 1.055) ** 2.4;
}

/** The WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const red = Number.parseInt(hex.slice(1, 3), 16);
  const green = Number.parseInt(hex.slice(3, 5), 16);
  const blue = Number.parseInt(hex.slice(5, 7), 16);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

/**
 * The text colour, black or white, that reads best on a background: the one of higher contrast,
 * which for any background reaches WCAG's 4.5:1 for normal text (the worst case is about 4.58:1).
 */
export function textColourOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/** An absolute web address an external link may carry: http or https only, never `javascript:`. */
export function isExternalUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A shop path an internal link may carry: one leading slash, no scheme, host or language prefix. */
export function isInternalPath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) && !/^\/(el|en)(\/|$)/.test(value);
}
