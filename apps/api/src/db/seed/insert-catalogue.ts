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
/**
 * The price history of a product or size: its list price from when it was listed, then the
 * reduced price from the day of the reduction; or its one price since it was created.
 */
function priceHistoryOf(
  seed: ProductSeed,
  prices: { priceCents: number; listPriceCents: number | null },
  productId: number,
  dimensionId: number | null,
  now: Date,
): (typeof priceHistory.$inferInsert)[] {
  const createdAt = new Date(now.getTime() - seed.createdDaysAgo * DAY_MS);
  if (prices.listPriceCents === null || seed.reducedDaysAgo === null) {
    return [{ productId, dimensionId, priceCents: prices.priceCents, validFrom: createdAt }];
  }
  const reducedAt = new Date(now.getTime() - seed.reducedDaysAgo * DAY_MS);
  const listedAt = createdAt < reducedAt ? createdAt : new Date(reducedAt.getTime() - 60 * DAY_MS);
  return [
    { productId, dimensionId, priceCents: prices.listPriceCents, validFrom: listedAt },
    { productId, dimensionId, priceCents: prices.priceCents, validFrom: reducedAt },
  ];
}

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
            netQuantity: seed.netQuantity,
            netUnit: seed.netUnit,
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
        history.push(...priceHistoryOf(seed, seed, productId, null, now));
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
            listPriceCents: dimension.listPriceCents,
            position,
          });
        });
      }
      if (images.length) await tx.insert(productImages).values(images);
      if (links.length) await tx.insert(productCategories).values(links);
      if (statusLinks.length) await tx.insert(productStatuses).values(statusLinks);
      if (dimensions.length) {
        // Sizes with a price of their own have their own history: the Omnibus rule per size.
        const sizes = await tx
          .insert(productDimensions)
          .values(dimensions)
          .returning({ id: productDimensions.id, code: productDimensions.code });
        const sizeIds = new Map(sizes.map((size) => [size.code, size.id]));
        for (const seed of batch) {
          const productId = idByCode.get(seed.code);
          seed.dimensions.forEach((dimension, position) => {
            const sizeId = sizeIds.get(`${seed.code}-${position + 1}`);
            if (productId === undefined || sizeId === undefined || dimension.priceCents === null) return;
            const prices = { priceCents: dimension.priceCents, listPriceCents: dimension.listPriceCents };
            history.push(...priceHistoryOf(seed, prices, productId, sizeId, now));
          });
        }
      }
      if (history.length) await tx.insert(priceHistory).values(history);
    });
  }
  await insertCatalogueExtras(db, seeds, allIds, now);
  await db.execute(sql`analyze`);
}
