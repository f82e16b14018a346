import type { AdminCategory, AdminCategorySave } from '@shop/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import type { CategoryService } from './service.ts';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  eurl: string;
  name_el: string;
  name_en: string;
  description_el: string | null;
  description_en: string | null;
  sort_order: number;
  is_visible: boolean;
}

/** A category with its product count, which the catalogue keeps (decision 006). */
const toAdmin = (row: CategoryRow, counts: ReadonlyMap<number, number>): AdminCategory => ({
  id: row.id,
  pid: row.parent_id,
  eurl: row.eurl,
  el: { nm: row.name_el, dsc: row.description_el },
  en: { nm: row.name_en, dsc: row.description_en },
  sortOrder: row.sort_order,
  isVisible: row.is_visible,
  products: counts.get(row.id) ?? 0,
});

/**
 * Staff writes of the category tree: every category, hidden ones too, with its products counted;
 * a parent must exist and not be the category or one below it; a slug is the category's alone.
 * Each save is one transaction with its audit entry.
 */
export class CategoryAdminService {
  constructor(
    private readonly db: Db,
    private readonly services: { audit: AuditService; categories: CategoryService },
  ) {}

  private rows(db: Db, id?: number): Promise<CategoryRow[]> {
    return queryRows<CategoryRow>(
      db,
      sql`select c.id, c.parent_id, c.eurl, c.name_el, c.name_en, c.description_el, c.description_en, c.sort_order,
          c.is_visible
        from categories c ${id === undefined ? sql`` : sql`where c.id = ${id}`}
        order by c.parent_id nulls first, c.sort_order, c.id`,
    );
  }

  async list(): Promise<AdminCategory[]> {
    const [rows, counts] = await Promise.all([this.rows(this.db), this.services.categories.productCounts()]);
    return rows.map((row) => toAdmin(row, counts));
  }

  async save(input: AdminCategorySave, staffId: number): Promise<AdminCategory> {
    const saved = await this.db.transaction(async (tx) => {
      // New ids are taken one writer at a time (the column has no sequence: ids came with the data).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories'))`);
      const [before] = input.id === undefined ? [] : await this.rows(tx, input.id);
      if (input.id !== undefined && !before) throw notFound('category_not_found');
      await this.check(tx, input);
      const values = {
        parentId: input.pid,
        eurl: input.eurl,
        nameEl: input.el.nm,
        nameEn: input.en.nm,
        descriptionEl: input.el.dsc,
        descriptionEn: input.en.dsc,
        sortOrder: input.sortOrder,
        isVisible: input.isVisible,
      };
      let id = input.id;
      if (id === undefined) {
        const [next] = await queryRows<{ id: number }>(
          tx,
          sql`select coalesce(max(id), 0)::int + 1 as id from categories`,
        );
        id = next?.id ?? 1;
        await tx.insert(categories).values({ id, ...values });
      } else await tx.update(categories).set(values).where(eq(categories.id, id));
      const [after] = await this.rows(tx, id);
      if (!after) throw new Error('category not saved');
      await this.services.audit.record(tx, {
        staffId,
        action: before ? 'category.update' : 'category.create',
        entity: 'category',
        entityId: String(id),
        before: before ?? null,
        after,
      });
      return after;
    });
    // Listings and trails show the tree: the answer waits until the catalogue (listening) does.
    await this.services.categories.treeChanged();
    return toAdmin(saved, await this.services.categories.productCounts());
  }

  /** The parent exists and is not the category or below it; the slug is free. */
  private async check(tx: Db, input: AdminCategorySave): Promise<void> {
    if (input.pid !== null) {
      const [parent] = await queryRows<{ id: number; cycle: boolean }>(
        tx,
        sql`with recursive up as (
            select id, parent_id from categories where id = ${input.pid}
            union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id
          )
          select ${input.pid}::int as id, bool_or(id = ${input.id ?? 0}) as cycle from up having count(*) > 0`,
      );
      if (!parent) throw new HttpError(400, 'category_invalid', { pid: ['not_found'] });
      if (parent.cycle) throw new HttpError(400, 'category_invalid', { pid: ['category_parent_cycle'] });
    }
    const [holder] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.eurl, input.eurl),
          input.id === undefined ? sql`true` : ne(categories.id, input.id),
        ),
      );
    if (holder) throw new HttpError(409, 'category_eurl_taken', { eurl: ['eurl_taken'] });
  }
}
