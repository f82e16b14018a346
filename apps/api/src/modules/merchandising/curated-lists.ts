import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { curatedListProducts, curatedLists } from '../../db/schema/merchandising.ts';

/** A stored curated list: its own title (the home list's) and its product ids in order. */
export interface StoredCuratedList {
  categoryId: number;
  titleEl: string | null;
  titleEn: string | null;
  productIds: number[];
}

/** Replaces a list's products (and title) with the ones given, in their order. */
export async function setCuratedList(
  db: Db,
  list: { categoryId: number; title?: { el: string; en: string }; productIds: number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const title = { titleEl: list.title?.el ?? null, titleEn: list.title?.en ?? null };
    await tx
      .insert(curatedLists)
      .values({ categoryId: list.categoryId, ...title })
      .onConflictDoUpdate({ target: curatedLists.categoryId, set: title });
    await tx.delete(curatedListProducts).where(eq(curatedListProducts.categoryId, list.categoryId));
    const unique = [...new Set(list.productIds)];
    if (unique.length === 0) return;
    await tx
      .insert(curatedListProducts)
      .values(unique.map((productId, position) => ({ categoryId: list.categoryId, productId, position })));
  });
}

/** The stored lists of the ids asked for (all when none are), each with its product ids in order. */
export async function storedCuratedLists(db: Db, categoryIds?: number[]): Promise<StoredCuratedList[]> {
  const lists = await db
    .select()
    .from(curatedLists)
    .where(categoryIds ? inArray(curatedLists.categoryId, categoryIds) : undefined);
  if (lists.length === 0) return [];
  const members = await db
    .select()
    .from(curatedListProducts)
    .where(
      inArray(
        curatedListProducts.categoryId,
        lists.map((list) => list.categoryId),
      ),
    )
    .orderBy(asc(curatedListProducts.position), asc(curatedListProducts.productId));
  return lists.map((list) => ({
    ...list,
    productIds: members
      .filter((member) => member.categoryId === list.categoryId)
      .map((member) => member.productId),
  }));
}
