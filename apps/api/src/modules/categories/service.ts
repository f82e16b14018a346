import type { Breadcrumb, Category, CategoryTreeNode, Language } from '@shop/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { intArray } from '../../db/sql.ts';
import { localized, localizedOrGreek } from '../../lib/localized.ts';
import { type CategoryTreeSnapshot, readCategoryTree } from './tree-memory.ts';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  eurl: string;
  name_el: string;
  name_en: string;
  description_el: string | null;
  description_en: string | null;
  image: string | null;
}

interface CategoryPathRow {
  leaf: number;
  id: number;
  eurl: string;
  name_el: string;
  name_en: string;
  depth: number;
}

/** A visible category as a menu lists it. */
export interface CategoryEntry extends Breadcrumb {
  pid: number | null;
}

/**
 * The category tree: visible categories with their trail from the top and their visible
 * children, and the tree questions other domains ask (trails of a product's categories,
 * a category with everything below it).
 */
/** What the category tree asks of the catalogue: the products in each category. */
export interface CategoryProductCounter {
  productCountsByCategory(): Promise<Map<number, number>>;
}

export class CategoryService {
  private snapshot: Promise<CategoryTreeSnapshot> | undefined;
  private productCounter: CategoryProductCounter | undefined;
  private readonly treeListeners: (() => Promise<unknown>)[] = [];

  constructor(private readonly db: Db) {}

  /** The catalogue, built after the categories, hands over its product counts (decision 030's late sources). */
  countProductsWith(counter: CategoryProductCounter): void {
    this.productCounter = counter;
  }

  /** How many products each category holds, asked of the catalogue, which keeps them (decision 006). */
  productCounts(): Promise<Map<number, number>> {
    if (!this.productCounter) throw new Error('categories: no product counter connected');
    return this.productCounter.productCountsByCategory();
  }

  /**
   * Has `listener` told when staff changed the tree, and awaited: the catalogue's listings and
   * trails show the tree, so it answers once its read model does.
   */
  onTreeChanged(listener: () => Promise<unknown>): void {
    this.treeListeners.push(listener);
  }

  /** Tells the listeners, after the change's commit. */
  async treeChanged(): Promise<void> {
    for (const listener of this.treeListeners) await listener();
  }

  private async select(condition: SQL, language: Language): Promise<Category[]> {
    const rows = await queryRows<CategoryRow>(
      this.db,
      sql`select id, parent_id, eurl, name_el, name_en, description_el, description_en, image
        from categories c where c.is_visible and ${condition} order by sort_order, id`,
    );
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [trails, children] = await Promise.all([
      this.trails(ids, language),
      queryRows<{ parent_id: number; id: number; eurl: string; name_el: string; name_en: string }>(
        this.db,
        sql`select parent_id, id, eurl, name_el, name_en from categories
          where is_visible and parent_id = any(${intArray(ids)}) order by sort_order, id`,
      ),
    ]);
    const name = (row: { name_el: string; name_en: string }) => localized(language, row.name_el, row.name_en);
    return rows.map((row) => ({
      id: row.id,
      pid: row.parent_id,
      nm: name(row),
      eurl: row.eurl,
      ds: localizedOrGreek(language, row.description_el, row.description_en),
      img1: row.image,
      breadcrumbs: trails.get(row.id) ?? [],
      children: children
        .filter((child) => child.parent_id === row.id)
        .map((child) => ({ id: child.id, nm: name(child), eurl: child.eurl })),
    }));
  }

  async byId(id: number, language: Language): Promise<Category | undefined> {
    return (await this.select(sql`c.id = ${id}`, language))[0];
  }

  async byUrl(eurl: string, language: Language): Promise<Category | undefined> {
    return (await this.select(sql`c.eurl = ${eurl.toLowerCase()}`, language))[0];
  }

  /** Children of a category; the top categories for none. */
  byParent(parentId: number | null, language: Language): Promise<Category[]> {
    return this.select(
      parentId === null ? sql`c.parent_id is null` : sql`c.parent_id = ${parentId}`,
      language,
    );
  }

  /** Every visible category, parents before children, in the shop's order. */
  async allVisible(language: Language): Promise<CategoryEntry[]> {
    const rows = await this.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        eurl: categories.eurl,
        nameEl: categories.nameEl,
        nameEn: categories.nameEn,
      })
      .from(categories)
      .where(eq(categories.isVisible, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    return rows.map((row) => ({
      id: row.id,
      pid: row.parentId,
      nm: localized(language, row.nameEl, row.nameEn),
      eurl: row.eurl,
    }));
  }

  /** Slugs of every visible category, for the sitemap. */
  async visibleUrls(): Promise<string[]> {
    const rows = await queryRows<{ eurl: string }>(
      this.db,
      sql`select eurl from categories where is_visible order by sort_order, id`,
    );
    return rows.map((row) => row.eurl);
  }

  /**
   * The tree in memory, read on first use; `refresh` reads it again. The catalogue's change feed
   * calls `refresh` for every committed change (migration 0039 records one for any change to
   * `categories`), so it is as fresh as the product answers it scopes (decision 030).
   */
  private memory(): Promise<CategoryTreeSnapshot> {
    this.snapshot ??= this.refresh();
    return this.snapshot;
  }

  /** Reads the category table again; answers the new snapshot, which later questions see. */
  refresh(): Promise<CategoryTreeSnapshot> {
    const reading = readCategoryTree(this.db);
    this.snapshot = reading;
    // A failed read is not kept: the next question reads again.
    reading.catch(() => {
      if (this.snapshot === reading) this.snapshot = undefined;
    });
    return reading;
  }

  /** The category and every category below it (visible ones), without SQL. */
  async withDescendants(categoryId: number): Promise<number[]> {
    return (await this.memory()).withDescendants(categoryId);
  }

  /** Visible children of a category, or the top categories for null, without SQL. */
  async childIds(parentId: number | null): Promise<number[]> {
    return (await this.memory()).childIds(parentId);
  }

  /** Root-to-leaf category trail of each leaf id, in one recursive query. */
  async trails(leafIds: number[], language: Language): Promise<Map<number, Breadcrumb[]>> {
    const trails = new Map<number, Breadcrumb[]>();
    const unique = [...new Set(leafIds)];
    if (unique.length === 0) return trails;
    const rows = await queryRows<CategoryPathRow>(
      this.db,
      sql`
      with recursive trail as (
        select id as leaf, id, parent_id, eurl, name_el, name_en, 0 as depth
        from categories where id in ${unique}
        union all
        select trail.leaf, c.id, c.parent_id, c.eurl, c.name_el, c.name_en, trail.depth + 1
        from categories c join trail on c.id = trail.parent_id
        where trail.depth < 10
      )
      select leaf, id, eurl, name_el, name_en, depth from trail order by leaf, depth desc`,
    );
    for (const row of rows) {
      const list = trails.get(row.leaf) ?? [];
      list.push({ id: row.id, nm: localized(language, row.name_el, row.name_en), eurl: row.eurl });
      trails.set(row.leaf, list);
    }
    return trails;
  }

  /** The given categories as one tree from the top categories down, their ancestors included. */
  async tree(categoryIds: number[], language: Language): Promise<CategoryTreeNode[]> {
    const trails = await this.trails(categoryIds, language);
    const roots: CategoryTreeNode[] = [];
    for (const trail of trails.values()) {
      let level = roots;
      for (const crumb of trail) {
        let node = level.find((item) => item.id === crumb.id);
        if (!node) {
          node = { id: crumb.id, nm: crumb.nm, eurl: crumb.eurl, children: [] };
          level.push(node);
        }
        level = node.children;
      }
    }
    return roots;
  }

  /** Which of the ids are categories, hidden ones too (the back office checks what it links to). */
  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from categories where id = any(${intArray(ids)})`,
    );
    return rows.map((row) => row.id);
  }
}
