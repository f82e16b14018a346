import type { Breadcrumb, Language, Product } from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { productDimensions, productImages, products } from '../../db/schema/index.ts';
import { type ProductWithRelations, toProductDto } from './product-dto.ts';

const productRelations = {
  manufacturer: true as const,
  images: { orderBy: [asc(productImages.position)] },
  dimensions: { orderBy: [asc(productDimensions.position), asc(productDimensions.id)] },
  categories: {
    columns: { isPrimary: true as const },
    with: { category: { columns: { id: true as const, nameEl: true as const, nameEn: true as const } } },
  },
  statuses: { columns: {}, with: { status: true as const } },
};

interface CategoryPathRow {
  leaf: number;
  id: number;
  eurl: string;
  name_el: string;
  name_en: string;
  depth: number;
}

export class CatalogService {
  constructor(private readonly db: Db) {}

  async productByUrl(eurl: string, language: Language): Promise<Product | undefined> {
    const row = await this.db.query.products.findFirst({
      where: and(eq(products.eurl, eurl.toLowerCase()), eq(products.isPublished, true)),
      with: productRelations,
    });
    return row ? (await this.toDtos([row], language))[0] : undefined;
  }

  async productById(id: number, language: Language): Promise<Product | undefined> {
    const row = await this.db.query.products.findFirst({
      where: and(eq(products.id, id), eq(products.isPublished, true)),
      with: productRelations,
    });
    return row ? (await this.toDtos([row], language))[0] : undefined;
  }

  /** Products in the order of the ids asked for; unknown or unpublished ids are simply absent. */
  async productsByIds(ids: number[], language: Language): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query.products.findMany({
      where: and(inArray(products.id, ids), eq(products.isPublished, true)),
      with: productRelations,
    });
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return this.toDtos(rows, language);
  }

  private async toDtos(rows: ProductWithRelations[], language: Language): Promise<Product[]> {
    const primaryCategoryOf = (row: ProductWithRelations) =>
      (row.categories.find((link) => link.isPrimary) ?? row.categories[0])?.category.id;
    const trails = await this.categoryTrails(
      rows.map(primaryCategoryOf).filter((id): id is number => id !== undefined),
      language,
    );
    return rows.map((row) => {
      const primary = primaryCategoryOf(row);
      return toProductDto(row, language, primary === undefined ? [] : (trails.get(primary) ?? []));
    });
  }

  /** Root-to-leaf category trail of each leaf id, in one recursive query. */
  async categoryTrails(leafIds: number[], language: Language): Promise<Map<number, Breadcrumb[]>> {
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
      list.push({ id: row.id, nm: language === 'el' ? row.name_el : row.name_en, eurl: row.eurl });
      trails.set(row.leaf, list);
    }
    return trails;
  }
}
