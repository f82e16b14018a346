import {
  CMS_LINK_FLAGS,
  type CmsLinkFlag,
  type CustomMessageSave,
  customMessageSaveSchema,
  isExternalUrl,
  isInternalPath,
  type LinkTarget,
  type MenuLinkType,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cmsLinks, customMessages, menuItems } from '../../db/schema/navigation.ts';

/**
 * Writes of the navigation domain, the demo seed's and the staff's (`NavigationAdmin`). Every link
 * is checked here, once: an internal one is a shop path without language prefix, an external one
 * an absolute http(s) address, never a `javascript:` or protocol-relative one.
 */

export interface LocalizedText {
  el: string;
  en?: string | null;
}

/** The link type of a value, or an error naming it when it is neither a shop path nor a web address. */
export function linkTypeOf(value: string): MenuLinkType {
  if (isInternalPath(value)) return 'InternalUrl';
  if (isExternalUrl(value)) return 'ExternalUrl';
  throw new Error(`not a shop path nor an http(s) address: ${value}`);
}

function text(value: LocalizedText) {
  const greek = value.el.trim();
  if (greek === '') throw new Error('a Greek text is required');
  return { el: greek, en: value.en?.trim() || null };
}

export interface MenuEntryValues {
  menuCode: string;
  parentId: number | null;
  title: LocalizedText;
  url: string;
  target?: LinkTarget;
  isHighlighted?: boolean;
  isVisible?: boolean;
  position: number;
}

/** The row of a menu entry, its link checked. */
export function menuItemRow(entry: MenuEntryValues) {
  const title = text(entry.title);
  return {
    menuCode: entry.menuCode,
    parentId: entry.parentId,
    titleEl: title.el,
    titleEn: title.en,
    linkType: linkTypeOf(entry.url),
    url: entry.url,
    target: entry.target ?? '_self',
    isHighlighted: entry.isHighlighted ?? false,
    isVisible: entry.isVisible ?? true,
    position: entry.position,
  };
}

export interface MenuEntryInput {
  title: LocalizedText;
  url: string;
  target?: LinkTarget;
  isHighlighted?: boolean;
  isVisible?: boolean;
  children?: MenuEntryInput[];
}

/** Adds entries (and their children) to a menu, each positioned in the order given. */
export async function insertMenuEntries(
  db: Db,
  menuCode: string,
  entries: MenuEntryInput[],
  parentId: number | null = null,
): Promise<void> {
  for (const [position, entry] of entries.entries()) {
    const [row] = await db
      .insert(menuItems)
      .values(menuItemRow({ ...entry, menuCode, parentId, position }))
      .returning({ id: menuItems.id });
    if (!row) throw new Error('menu_items insert returned nothing');
    if (entry.children?.length) await insertMenuEntries(db, menuCode, entry.children, row.id);
  }
}

export interface CmsLinkValues {
  label: LocalizedText;
  value: string;
  target?: LinkTarget;
  flags: CmsLinkFlag[];
  isVisible?: boolean;
  position: number;
}

/** The row of a cms link, its link checked; every flag it does not name is off. */
export function cmsLinkRow(link: CmsLinkValues) {
  const label = text(link.label);
  const flags = Object.fromEntries(CMS_LINK_FLAGS.map((flag) => [flag, link.flags.includes(flag)])) as Record<
    CmsLinkFlag,
    boolean
  >;
  return {
    labelEl: label.el,
    labelEn: label.en,
    linkType: linkTypeOf(link.value),
    value: link.value,
    target: link.target ?? '_self',
    isVisible: link.isVisible ?? true,
    position: link.position,
    ...flags,
  };
}

export type CmsLinkInput = Omit<CmsLinkValues, 'position'>;

/** Adds cms links, positioned in the order given. */
export async function insertCmsLinks(db: Db, links: CmsLinkInput[]): Promise<void> {
  if (links.length === 0) return;
  await db.insert(cmsLinks).values(links.map((link, position) => cmsLinkRow({ ...link, position })));
}

/**
 * Stores a custom message under its code, replacing the one of the same code. The input is checked
 * against the contract's schema (texts, links, `#rrggbb` background) whoever sends it.
 */
export async function saveCustomMessage(
  db: Db,
  input: z.input<typeof customMessageSaveSchema>,
): Promise<CustomMessageSave> {
  const message = customMessageSaveSchema.parse(input);
  const values = {
    code: message.code,
    textEl: message.el.rct,
    textEn: message.en?.rct ?? null,
    text2El: message.el.rct2,
    text2En: message.en?.rct2 ?? null,
    text3El: message.el.rct3,
    text3En: message.en?.rct3 ?? null,
    url: message.nu,
    url2: message.nu2,
    url3: message.nu3,
    colour: message.chex.toLowerCase(),
    isActive: message.isActive,
  };
  await db
    .insert(customMessages)
    .values(values)
    .onConflictDoUpdate({ target: customMessages.code, set: values });
  return { ...message, chex: values.colour };
}
