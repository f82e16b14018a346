import type { Category, Language } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CatalogService } from '../catalog/service.ts';

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

/** Visible categories with their trail from the top and their visible children. */
export class CategoryService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  private async select(condition: SQL, language: Language): Promise<Category[]> {
    const rows = await queryRows<CategoryRow>(
      this.db,
      sql`select id, parent_id, eurl, name_el, name_en, description_el, description_en, image
        from categories c where c.is_visible and ${condition} order by sort_order, id`,
    );
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [trails, children] = await Promise.all([
      this.catalog.categoryTrails(ids, language),
      queryRows<{ parent_id: number; id: number; eurl: string; name_el: string; name_en: string }>(
        this.db,
        sql`select parent_id, id, eurl, name_el, name_en from categories
          where is_visible and parent_id = any(${`{${ids.join(',')}}`}::int[]) order by sort_order, id`,
      ),
    ]);
    const name = (row: { name_el: string; name_en: string }) =>
      language === 'el' ? row.name_el : row.name_en;
    return rows.map((row) => ({
      id: row.id,
      pid: row.parent_id,
      nm: name(row),
      eurl: row.eurl,
      ds: (language === 'el' ? row.description_el : row.description_en) ?? row.description_el,
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
}
