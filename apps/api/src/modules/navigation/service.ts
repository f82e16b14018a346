import {
  CMS_LINK_FLAGS,
  type CmsLink,
  type CmsLinkFlag,
  type CustomMessage,
  type Language,
  type LinkTarget,
  MAIN_MENU_CODE,
  type MenuItem,
  type MenuLinkType,
  textColourOn,
} from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsLinks, customMessages, menuItems } from '../../db/schema/navigation.ts';
import { HttpError } from '../../lib/http-error.ts';
import { localizedOrGreek } from '../../lib/localized.ts';

interface MenuRow {
  id: number;
  parentId: number | null;
  titleEl: string;
  titleEn: string | null;
  linkType: string;
  url: string;
  target: string;
  isHighlighted: boolean;
}

/**
 * The visible entries of a menu as a tree walked depth first, so a parent comes before its children
 * and siblings keep their positions; an entry under a hidden parent is hidden with it.
 */
export function walkMenu<Row extends { id: number; parentId: number | null }>(rows: Row[]): Row[] {
  const children = new Map<number | null, Row[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const walked: Row[] = [];
  const visit = (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      walked.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return walked;
}

/** A cms link's link type, target and places, as the public and the staff shapes both carry them. */
export function cmsLinkPlaces(row: typeof cmsLinks.$inferSelect) {
  const places = Object.fromEntries(CMS_LINK_FLAGS.map((flag) => [flag, row[flag]]));
  return {
    ltype: row.linkType as MenuLinkType,
    trg: row.target as LinkTarget,
    ...(places as Record<CmsLinkFlag, boolean>),
  };
}

/** The main menu, the cms links and the custom messages a storefront draws around every page. */
export class NavigationService {
  constructor(private readonly db: Db) {}

  /** The main menu (spec 000 §3): its visible entries, parents before children, in position order. */
  async mainMenu(language: Language): Promise<MenuItem[]> {
    const rows: MenuRow[] = await this.db
      .select({
        id: menuItems.id,
        parentId: menuItems.parentId,
        titleEl: menuItems.titleEl,
        titleEn: menuItems.titleEn,
        linkType: menuItems.linkType,
        url: menuItems.url,
        target: menuItems.target,
        isHighlighted: menuItems.isHighlighted,
      })
      .from(menuItems)
      .where(and(eq(menuItems.menuCode, MAIN_MENU_CODE), eq(menuItems.isVisible, true)))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
    return walkMenu(rows).map((row) => ({
      id: row.id,
      pid: row.parentId,
      tl: localizedOrGreek(language, row.titleEl, row.titleEn) ?? row.titleEl,
      nu: row.url,
      isHighlighted: row.isHighlighted,
      ltype: row.linkType as MenuLinkType,
      trg: row.target as LinkTarget,
    }));
  }

  /** The visible cms links in position order: every one, or those of one place (`flag`). */
  async cmsLinks(language: Language, flag?: CmsLinkFlag): Promise<CmsLink[]> {
    const visible = eq(cmsLinks.isVisible, true);
    const rows = await this.db
      .select()
      .from(cmsLinks)
      .where(flag ? and(visible, eq(cmsLinks[flag], true)) : visible)
      .orderBy(asc(cmsLinks.position), asc(cmsLinks.id));
    return rows.map((row) => ({
      id: row.id,
      label: localizedOrGreek(language, row.labelEl, row.labelEn) ?? row.labelEl,
      value: row.value,
      ...cmsLinkPlaces(row),
    }));
  }

  /** An active custom message by code (`HEADER-MESSAGE`), with the text colour that reads on its background. */
  async customMessage(code: string, language: Language): Promise<CustomMessage> {
    const [row] = await this.db
      .select()
      .from(customMessages)
      .where(and(eq(customMessages.code, code), eq(customMessages.isActive, true)));
    if (!row) throw new HttpError(404, 'custom_message_not_found');
    const text = (greek: string | null, english: string | null) => localizedOrGreek(language, greek, english);
    return {
      code: row.code,
      rct: text(row.textEl, row.textEn) ?? row.textEl,
      rct2: text(row.text2El, row.text2En),
      rct3: text(row.text3El, row.text3En),
      nu: row.url,
      nu2: row.url2,
      nu3: row.url3,
      chex: row.colour,
      tchex: textColourOn(row.colour),
    };
  }
}
