import type { Language } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

/** A menu entry in the contract's names (spec 000 §3): `nu` is a path without language prefix. */
export interface MenuItem {
  id: number;
  pid: number | null;
  tl: string;
  nu: string;
  isHighlighted: boolean;
}

export class NavigationService {
  constructor(private readonly db: Db) {}

  /** The main menu: every visible category, parents before children, in the shop's order. */
  async mainMenu(language: Language): Promise<MenuItem[]> {
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
      tl: language === 'el' ? row.nameEl : row.nameEn,
      nu: `/categories/${row.eurl}`,
      isHighlighted: false,
    }));
  }
}
