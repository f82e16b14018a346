import {
  type AdminCmsLink,
  type AdminCustomMessage,
  type AdminMenuItem,
  CMS_LINK_FLAGS,
  type CmsLinkSave,
  type CustomMessageSave,
  type LinkTarget,
  type MenuItemSave,
  type MenuLinkType,
  textColourOn,
} from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsLinks, customMessages, menuItems } from '../../db/schema/navigation.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import { cmsLinkRow, menuItemRow, saveCustomMessage } from './navigation-writes.ts';
import { cmsLinkPlaces, walkMenu } from './service.ts';

type MenuRow = typeof menuItems.$inferSelect;
type CmsLinkRow = typeof cmsLinks.$inferSelect;

function adminMenuItem(row: MenuRow): AdminMenuItem {
  return {
    id: row.id,
    menuCode: row.menuCode,
    pid: row.parentId,
    el: { tl: row.titleEl },
    en: row.titleEn === null ? null : { tl: row.titleEn },
    nu: row.url,
    ltype: row.linkType as MenuLinkType,
    trg: row.target as LinkTarget,
    isHighlighted: row.isHighlighted,
    position: row.position,
    isVisible: row.isVisible,
  };
}

function adminCmsLink(row: CmsLinkRow): AdminCmsLink {
  return {
    id: row.id,
    el: { label: row.labelEl },
    en: row.labelEn === null ? null : { label: row.labelEn },
    value: row.value,
    ...cmsLinkPlaces(row),
    position: row.position,
    isVisible: row.isVisible,
  };
}

/**
 * The staff's side of the navigation: every entry and link, hidden ones too, in both languages,
 * and their writes. A menu entry's parent must be of the same menu and never the entry itself or
 * one below it, so that the tree stays a tree.
 */
export class NavigationAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  private async menuRows(menuCode: string): Promise<MenuRow[]> {
    return this.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.menuCode, menuCode))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
  }

  /** Every entry of a menu, hidden ones too, parents before children. */
  async menu(menuCode: string): Promise<AdminMenuItem[]> {
    return walkMenu(await this.menuRows(menuCode)).map(adminMenuItem);
  }

  /** Adds an entry (no `id`) or replaces one. */
  async saveMenuItem(input: MenuItemSave, staffId: number): Promise<AdminMenuItem> {
    if (input.pid !== null) await this.checkParent(input.menuCode, input.pid, input.id);
    const values = menuItemRow({
      menuCode: input.menuCode,
      parentId: input.pid,
      title: { el: input.el.tl, en: input.en?.tl },
      url: input.nu,
      target: input.trg,
      isHighlighted: input.isHighlighted,
      isVisible: input.isVisible,
      position: input.position,
    });
    return this.db.transaction(async (tx) => {
      const [before] =
        input.id === undefined
          ? []
          : await tx.select().from(menuItems).where(eq(menuItems.id, input.id)).for('update');
      const [row] =
        input.id === undefined
          ? await tx.insert(menuItems).values(values).returning()
          : await tx.update(menuItems).set(values).where(eq(menuItems.id, input.id)).returning();
      if (!row) throw new HttpError(404, 'menu_item_not_found');
      const after = adminMenuItem(row);
      await this.record(tx, staffId, 'menu_item', row.id, before && adminMenuItem(before), after);
      return after;
    });
  }

  private async checkParent(menuCode: string, parentId: number, id: number | undefined): Promise<void> {
    const rows = await this.menuRows(menuCode);
    const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
    if (!parentOf.has(parentId)) throw new HttpError(422, 'menu_parent_invalid');
    // Walking up from the new parent must never meet the entry itself.
    for (
      let ancestor: number | null | undefined = parentId;
      ancestor != null;
      ancestor = parentOf.get(ancestor)
    ) {
      if (ancestor === id) throw new HttpError(422, 'menu_parent_invalid');
    }
  }

  /** Removes an entry and everything under it. */
  async deleteMenuItem(id: number, staffId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const deleted = await tx.delete(menuItems).where(eq(menuItems.id, id)).returning();
      const [entry] = deleted;
      if (!entry) throw new HttpError(404, 'menu_item_not_found');
      await this.record(tx, staffId, 'menu_item', id, adminMenuItem(entry), null);
    });
  }

  /** Every cms link, hidden ones too, in order. */
  async cmsLinks(): Promise<AdminCmsLink[]> {
    const rows = await this.db.select().from(cmsLinks).orderBy(asc(cmsLinks.position), asc(cmsLinks.id));
    return rows.map(adminCmsLink);
  }

  /** Adds a link (no `id`) or replaces one. */
  async saveCmsLink(input: CmsLinkSave, staffId: number): Promise<AdminCmsLink> {
    const values = cmsLinkRow({
      label: { el: input.el.label, en: input.en?.label },
      value: input.value,
      target: input.trg,
      flags: CMS_LINK_FLAGS.filter((flag) => input[flag]),
      isVisible: input.isVisible,
      position: input.position,
    });
    return this.db.transaction(async (tx) => {
      const [before] =
        input.id === undefined
          ? []
          : await tx.select().from(cmsLinks).where(eq(cmsLinks.id, input.id)).for('update');
      const [row] =
        input.id === undefined
          ? await tx.insert(cmsLinks).values(values).returning()
          : await tx.update(cmsLinks).set(values).where(eq(cmsLinks.id, input.id)).returning();
      if (!row) throw new HttpError(404, 'cms_link_not_found');
      const after = adminCmsLink(row);
      await this.record(tx, staffId, 'cms_link', row.id, before && adminCmsLink(before), after);
      return after;
    });
  }

  async deleteCmsLink(id: number, staffId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [link] = await tx.delete(cmsLinks).where(eq(cmsLinks.id, id)).returning();
      if (!link) throw new HttpError(404, 'cms_link_not_found');
      await this.record(tx, staffId, 'cms_link', id, adminCmsLink(link), null);
    });
  }

  private record(
    tx: Db,
    staffId: number,
    entity: string,
    id: number | string,
    before: unknown,
    after: unknown,
  ) {
    const verb = before === null || before === undefined ? 'create' : after === null ? 'delete' : 'update';
    return this.audit.record(tx, {
      staffId,
      action: `${entity}.${verb}`,
      entity,
      entityId: id,
      before: before ?? null,
      after,
    });
  }

  /** Stores a custom message under its code (`HEADER-MESSAGE`), replacing the one there. */
  async saveCustomMessage(input: CustomMessageSave, staffId: number): Promise<AdminCustomMessage> {
    const saved = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(customMessages)
        .where(eq(customMessages.code, input.code))
        .for('update');
      const stored = await saveCustomMessage(tx, input);
      await this.record(tx, staffId, 'custom_message', input.code, before ?? null, stored);
      return stored;
    });
    return {
      code: saved.code,
      el: saved.el,
      en: saved.en ?? null,
      nu: saved.nu,
      nu2: saved.nu2,
      nu3: saved.nu3,
      chex: saved.chex,
      tchex: textColourOn(saved.chex),
      isActive: saved.isActive,
    };
  }

  /** Every custom message (the header messages), by code, with its texts in both languages. */
  async customMessages(): Promise<AdminCustomMessage[]> {
    const rows = await this.db.select().from(customMessages).orderBy(asc(customMessages.code));
    return rows.map((row) => ({
      code: row.code,
      el: { rct: row.textEl, rct2: row.text2El, rct3: row.text3El },
      en: row.textEn === null ? null : { rct: row.textEn, rct2: row.text2En, rct3: row.text3En },
      nu: row.url,
      nu2: row.url2,
      nu3: row.url3,
      chex: row.colour,
      tchex: textColourOn(row.colour),
      isActive: row.isActive,
    }));
  }
}
