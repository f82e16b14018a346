import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The navigation domain: the menus (the main menu's tree), the cms links of the header, side menu,
 * footer, usp bar and bottom line, and the custom messages by code (the header message). Greek
 * texts (`*El`) always exist; a null English one (`*En`) falls back to Greek.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    /** The menu it belongs to (`MAIN_MENU_CODE` …). */
    menuCode: text('menu_code').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    titleEl: text('title_el').notNull(),
    titleEn: text('title_en'),
    /** A `MenuLinkType`. */
    linkType: text('link_type').notNull(),
    /** A shop path without language prefix (internal) or an absolute address (external). */
    url: text('url').notNull(),
    /** A `LinkTarget`. */
    target: text('target').notNull().default('_self'),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    position: smallint('position').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (table) => [
    index('menu_items_menu_idx').on(table.menuCode, table.position),
    index('menu_items_parent_idx').on(table.parentId),
    check('menu_items_link_type', sql`${table.linkType} in ('InternalUrl', 'ExternalUrl')`),
    check('menu_items_target', sql`${table.target} in ('_self', '_blank')`),
  ],
);

/** A cms link (spec 000 §3: label, value) and the places it shows, one flag each. */
export const cmsLinks = pgTable(
  'cms_links',
  {
    id: serial('id').primaryKey(),
    labelEl: text('label_el').notNull(),
    labelEn: text('label_en'),
    linkType: text('link_type').notNull(),
    value: text('value').notNull(),
    target: text('target').notNull().default('_self'),
    /** Header. */
    sh: boolean('sh').notNull().default(false),
    /** Side menu. */
    sm: boolean('sm').notNull().default(false),
    /** Footer (its follow-us line). */
    sf: boolean('sf').notNull().default(false),
    /** Footer columns 1-4. */
    sf1: boolean('sf1').notNull().default(false),
    sf2: boolean('sf2').notNull().default(false),
    sf3: boolean('sf3').notNull().default(false),
    sf4: boolean('sf4').notNull().default(false),
    /** Usp bar. */
    ss: boolean('ss').notNull().default(false),
    /** Bottom line: payment badges. */
    sb: boolean('sb').notNull().default(false),
    position: smallint('position').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (table) => [
    index('cms_links_position_idx').on(table.position, table.id),
    check('cms_links_link_type', sql`${table.linkType} in ('InternalUrl', 'ExternalUrl')`),
    check('cms_links_target', sql`${table.target} in ('_self', '_blank')`),
  ],
);

/** A message by code (spec 000 §3, `HEADER-MESSAGE`): up to three texts with links on a colour. */
export const customMessages = pgTable(
  'custom_messages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    textEl: text('text_el').notNull(),
    textEn: text('text_en'),
    text2El: text('text2_el'),
    text2En: text('text2_en'),
    text3El: text('text3_el'),
    text3En: text('text3_en'),
    url: text('url'),
    url2: text('url2'),
    url3: text('url3'),
    /** The background, `#rrggbb`. */
    colour: text('colour').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [check('custom_messages_colour', sql`${table.colour} ~ '^#[0-9a-fA-F]{6}$'`)],
);
