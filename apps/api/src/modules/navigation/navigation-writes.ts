import {
  type CmsLinkFlag,
  CUSTOM_MESSAGE_CODE_PATTERN,
  type CustomMessage,
  HEX_COLOUR_PATTERN,
  isExternalUrl,
  isInternalPath,
  type LinkTarget,
  type MenuLinkType,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { cmsLinks, customMessages, menuItems } from '../../db/schema/navigation.ts';

/**
 * Writes of the navigation domain (the demo seed's now, the back office's later). Every link is
 * checked here, once: an internal one is a shop path without language prefix, an external one an
 * absolute http(s) address, never a `javascript:` or protocol-relative one.
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

export interface MenuEntryInput {
  title: LocalizedText;
  url: string;
  target?: LinkTarget;
  isHighlighted?: boolean;
  isVisible?: boolean;
  children?: MenuEntryInput[];
}

/** Adds entries (and their children) to the end of a menu, each in the order given. */
export async function insertMenuEntries(
  db: Db,
  menuCode: string,
  entries: MenuEntryInput[],
  parentId: number | null = null,
): Promise<void> {
  for (const [position, entry] of entries.entries()) {
    const title = text(entry.title);
    const [row] = await db
      .insert(menuItems)
      .values({
        menuCode,
        parentId,
        titleEl: title.el,
        titleEn: title.en,
        linkType: linkTypeOf(entry.url),
        url: entry.url,
        target: entry.target ?? '_self',
        isHighlighted: entry.isHighlighted ?? false,
        isVisible: entry.isVisible ?? true,
        position,
      })
      .returning({ id: menuItems.id });
    if (!row) throw new Error('menu_items insert returned nothing');
    if (entry.children?.length) await insertMenuEntries(db, menuCode, entry.children, row.id);
  }
}

export interface CmsLinkInput {
  label: LocalizedText;
  value: string;
  target?: LinkTarget;
  flags: CmsLinkFlag[];
  isVisible?: boolean;
}

/** Adds cms links, positioned in the order given. */
export async function insertCmsLinks(db: Db, links: CmsLinkInput[]): Promise<void> {
  if (links.length === 0) return;
  await db.insert(cmsLinks).values(
    links.map((link, position) => {
      const label = text(link.label);
      return {
        labelEl: label.el,
        labelEn: label.en,
        linkType: linkTypeOf(link.value),
        value: link.value,
        target: link.target ?? '_self',
        isVisible: link.isVisible ?? true,
        position,
        ...Object.fromEntries(link.flags.map((flag) => [flag, true])),
      };
    }),
  );
}

export interface CustomMessageInput {
  code: string;
  /** One to three texts, each with the link it leads to, if any. */
  texts: { text: LocalizedText; url?: string | null }[];
  colour: CustomMessage['chex'];
  isActive?: boolean;
}

/** Stores a custom message under its code, replacing the one of the same code. */
export async function saveCustomMessage(db: Db, input: CustomMessageInput): Promise<void> {
  if (!CUSTOM_MESSAGE_CODE_PATTERN.test(input.code)) throw new Error(`invalid message code: ${input.code}`);
  if (!HEX_COLOUR_PATTERN.test(input.colour)) throw new Error(`not a #rrggbb colour: ${input.colour}`);
  if (input.texts.length < 1 || input.texts.length > 3) throw new Error('a message has one to three texts');
  const [first, second, third] = input.texts.map((entry) => {
    if (entry.url) linkTypeOf(entry.url);
    return { ...text(entry.text), url: entry.url || null };
  });
  if (!first) throw new Error('a message has one to three texts');
  const values = {
    code: input.code,
    textEl: first.el,
    textEn: first.en,
    url: first.url,
    text2El: second?.el ?? null,
    text2En: second?.en ?? null,
    url2: second?.url ?? null,
    text3El: third?.el ?? null,
    text3En: third?.en ?? null,
    url3: third?.url ?? null,
    colour: input.colour.toLowerCase(),
    isActive: input.isActive ?? true,
  };
  await db
    .insert(customMessages)
    .values(values)
    .onConflictDoUpdate({ target: customMessages.code, set: values });
}
