import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DimensionType } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  categories,
  manufacturers,
  priceHistory,
  productCategories,
  productDimensions,
  productImages,
  productStatuses,
  products,
  statuses,
} from '../schema/index.ts';
import { BRANDS, STATUSES, SUB_CATEGORIES, TOP_CATEGORIES } from './catalog-data.ts';
import { insertCatalogueExtras } from './catalogue-extras.ts';
import { GIFT_CARD_CATEGORY, type ProductSeed } from './generator.ts';
import { productSvg } from './images.ts';

const BATCH = 250;
const DAY_MS = 86_400_000;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/** Writes the reference data (categories, brands, statuses) once; returns their ids. */
async function insertReferenceData(db: Db) {
  const existingCategories = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existingCategories.length === 0) {
    await db.insert(categories).values(
      [...TOP_CATEGORIES, ...SUB_CATEGORIES, GIFT_CARD_CATEGORY].map((category, index) => ({
        id: category.id,
        parentId: category.parentId,
        eurl: category.eurl,
        nameEl: category.el,
        nameEn: category.en,
        sortOrder: index,
      })),
    );
    await db.insert(manufacturers).values(
      BRANDS.map((brand, index) => ({
        eurl: brand.eurl,
        nameEl: brand.name,
        nameEn: brand.name,
        descriptionEl: brand.el,
        descriptionEn: brand.en,
        countryIso: brand.countryIso,
        isFeatured: index % 3 === 0,
      })),
    );
    await db.insert(statuses).values(
      STATUSES.map((status) => ({
        code: status.code,
        nameEl: status.el,
        nameEn: status.en,
        colorHex: status.colorHex,
        showAsTag: status.showAsTag,
      })),
    );
  }
  const brandRows = await db.select({ id: manufacturers.id, eurl: manufacturers.eurl }).from(manufacturers);
  const brandIds = BRANDS.map((brand) => brandRows.find((row) => row.eurl === brand.eurl)?.id ?? null);
  const statusRows = await db.select({ id: statuses.id, code: statuses.code }).from(statuses);
  return { brandIds, statusIds: new Map(statusRows.map((row) => [row.code, row.id])) };
}

/** Inserts generated products with their images (SVG files under `mediaDir`), sizes, statuses and price history. */
export async function insertCatalogue(db: Db, mediaDir: string, seeds: ProductSeed[], now = new Date()) {
  const { brandIds, statusIds } = await insertReferenceData(db);
  const imageDir = join(mediaDir, 'products');
  mkdirSync(imageDir, { recursive: true });
  const allIds = new Map<string, number>();

  for (const batch of chunks(seeds, BATCH)) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(products)
        .values(
          batch.map((seed) => ({
            code: seed.code,
            barcode: seed.barcode,
            eurl: seed.eurl,
            nameEl: seed.nameEl,
            nameEn: seed.nameEn,
            shortDescriptionEl: seed.shortEl,
            shortDescriptionEn: seed.shortEn,
            descriptionEl: seed.descriptionEl,
            descriptionEn: seed.descriptionEn,
            productType: seed.productType,
            manufacturerId: seed.brandIndex === null ? null : brandIds[seed.brandIndex],
            availability: seed.availability,
            stock: seed.stock,
            orderMaxQuantity: seed.orderMaxQuantity,
            addDisabled: seed.addDisabled,
            priceCents: seed.priceCents,
            listPriceCents: seed.listPriceCents,
            ratingAverage: seed.ratingAverage,
            ratingCount: seed.ratingCount,
            createdAt: new Date(now.getTime() - seed.createdDaysAgo * DAY_MS),
            releaseDate: new Date(now.getTime() - seed.createdDaysAgo * DAY_MS),
          })),
        )
        .returning({ id: products.id, code: products.code });
      const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
      for (const [code, id] of idByCode) allIds.set(code, id);

      const images: (typeof productImages.$inferInsert)[] = [];
      const links: (typeof productCategories.$inferInsert)[] = [];
      const statusLinks: (typeof productStatuses.$inferInsert)[] = [];
      const history: (typeof priceHistory.$inferInsert)[] = [];
      const dimensions: (typeof productDimensions.$inferInsert)[] = [];

      for (const seed of batch) {
        const productId = idByCode.get(seed.code);
        if (productId === undefined) continue;
        const brand = seed.brandIndex === null ? 'Gift Card' : (BRANDS[seed.brandIndex]?.name ?? '');
        for (let position = 1; position <= seed.imageCount; position++) {
          const file = `${seed.eurl}-${position}.svg`;
          const label = seed.nameEn.replace(`${brand} `, '');
          writeFileSync(
            join(imageDir, file),
            productSvg({ brand, label, shape: seed.shape, hue: seed.hue, variant: position }),
          );
          images.push({
            productId,
            position,
            url: `/media/products/${file}`,
            altEl: seed.nameEl,
            altEn: seed.nameEn,
          });
        }
        links.push({ productId, categoryId: seed.categoryId, isPrimary: true });
        if (seed.parentCategoryId !== seed.categoryId) {
          links.push({ productId, categoryId: seed.parentCategoryId, isPrimary: false });
        }
        for (const code of seed.statusCodes) {
          const statusId = statusIds.get(code);
          if (statusId !== undefined) statusLinks.push({ productId, statusId });
        }
        const createdAt = new Date(now.getTime() - seed.createdDaysAgo * DAY_MS);
        if (seed.listPriceCents !== null && seed.reducedDaysAgo !== null) {
          const reducedAt = new Date(now.getTime() - seed.reducedDaysAgo * DAY_MS);
          const listedAt = createdAt < reducedAt ? createdAt : new Date(reducedAt.getTime() - 60 * DAY_MS);
          history.push({ productId, priceCents: seed.listPriceCents, validFrom: listedAt });
          history.push({ productId, priceCents: seed.priceCents, validFrom: reducedAt });
        } else {
          history.push({ productId, priceCents: seed.priceCents, validFrom: createdAt });
        }
        seed.dimensions.forEach((dimension, position) => {
          dimensions.push({
            productId,
            dimensionType: dimension.type === 'size' ? DimensionType.Size : DimensionType.Color,
            code: `${seed.code}-${position + 1}`,
            sizeTextEl: dimension.type === 'size' ? dimension.el : null,
            sizeTextEn: dimension.type === 'size' ? dimension.en : null,
            colorTextEl: dimension.type === 'shade' ? dimension.el : null,
            colorTextEn: dimension.type === 'shade' ? dimension.en : null,
            colorValue: dimension.colorValue,
            stock: dimension.stock,
            priceCents: dimension.priceCents,
            position,
          });
        });
      }
      if (images.length) await tx.insert(productImages).values(images);
      if (links.length) await tx.insert(productCategories).values(links);
      if (statusLinks.length) await tx.insert(productStatuses).values(statusLinks);
      if (history.length) await tx.insert(priceHistory).values(history);
      if (dimensions.length) await tx.insert(productDimensions).values(dimensions);
    });
  }
  await insertCatalogueExtras(db, seeds, allIds, now);
  await db.execute(sql`analyze`);
}
