import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

interface TreeRow {
  id: number;
  parent_id: number | null;
  name_el: string;
  name_en: string;
  is_visible: boolean;
}

/**
 * The whole category table as listings ask about it: which visible categories are below which,
 * in the shop's order, and every category's name (hidden ones too, facets name them). A few
 * hundred rows: read whole in one query, answered without SQL.
 */
export class CategoryTreeSnapshot {
  /** Visible children of each visible parent (key null: the top categories), in the shop's order. */
  private readonly children = new Map<number | null, number[]>();
  private readonly visible = new Set<number>();
  readonly names = new Map<number, { el: string; en: string }>();

  constructor(rows: readonly TreeRow[]) {
    for (const row of rows) {
      this.names.set(row.id, { el: row.name_el, en: row.name_en });
      if (!row.is_visible) continue;
      this.visible.add(row.id);
      const list = this.children.get(row.parent_id);
      if (list) list.push(row.id);
      else this.children.set(row.parent_id, [row.id]);
    }
  }

  /**
   * The category and every visible category below it through visible ones (as the recursive
   * query walked it); empty when the category is hidden or unknown.
   */
  withDescendants(categoryId: number): number[] {
    if (!this.visible.has(categoryId)) return [];
    const found = [categoryId];
    // A parent loop written past the back office's check must not hang the process.
    const seen = new Set(found);
    for (let index = 0; index < found.length; index++)
      for (const child of this.children.get(found[index] as number) ?? [])
        if (!seen.has(child)) {
          seen.add(child);
          found.push(child);
        }
    return found;
  }

  /** Visible children of a category, or the top categories for null, in the shop's order. */
  childIds(parentId: number | null): number[] {
    return [...(this.children.get(parentId) ?? [])];
  }
}

/** Reads the category table for a snapshot. */
export async function readCategoryTree(db: Db): Promise<CategoryTreeSnapshot> {
  const rows = await queryRows<TreeRow>(
    db,
    sql`select id, parent_id, name_el, name_en, is_visible from categories order by sort_order, id`,
  );
  return new CategoryTreeSnapshot(rows);
}
