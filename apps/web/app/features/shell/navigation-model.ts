import {
  type CmsLink,
  type CmsLinkFlag,
  type CustomMessage,
  type LinkTarget,
  type MenuItem,
  type MenuLinkType,
  SUB_MENU_VISIBLE_ITEMS,
} from '@shop/contract';

/** What a menu entry, a cms link and a header message's text have in common: where they go. */
export interface NavigationLink {
  key: string;
  text: string;
  /** A shop path without language prefix, or an absolute address. */
  to: string;
  ltype: MenuLinkType;
  trg: LinkTarget;
}

/** The top of the menu tree, in order. */
export function menuRoots(items: MenuItem[]): MenuItem[] {
  return items.filter((item) => item.pid === null);
}

/** The entries right under one, in order. */
export function menuChildren(items: MenuItem[], parentId: number): MenuItem[] {
  return items.filter((item) => item.pid === parentId);
}

/** A sub-menu's entries on show: the first six until "show more" is pressed (spec 000 §9). */
export function shownChildren<Item>(children: Item[], expanded: boolean): { shown: Item[]; more: boolean } {
  return {
    shown: expanded ? children : children.slice(0, SUB_MENU_VISIBLE_ITEMS),
    more: children.length > SUB_MENU_VISIBLE_ITEMS,
  };
}

export function menuLink(item: MenuItem): NavigationLink {
  return { key: `menu-${item.id}`, text: item.tl, to: item.nu, ltype: item.ltype, trg: item.trg };
}

/** The cms links of one place, in their order. */
export function cmsLinksOf(links: CmsLink[], flag: CmsLinkFlag): NavigationLink[] {
  return links
    .filter((link) => link[flag])
    .map((link) => ({
      key: `cms-${link.id}`,
      text: link.label,
      to: link.value,
      ltype: link.ltype,
      trg: link.trg,
    }));
}

/** The header message's texts that exist, each with its link if it has one. */
export function headerMessageSlides(message: CustomMessage): { text: string; to: string | null }[] {
  return [
    { text: message.rct, to: message.nu },
    { text: message.rct2, to: message.nu2 },
    { text: message.rct3, to: message.nu3 },
  ].filter((slide): slide is { text: string; to: string | null } => Boolean(slide.text?.trim()));
}

/** An absolute address is external whatever the stored type says, so it never gets a language prefix. */
export function isExternalLink(link: Pick<NavigationLink, 'to' | 'ltype'>): boolean {
  return link.ltype === 'ExternalUrl' || /^https?:\/\//i.test(link.to);
}
