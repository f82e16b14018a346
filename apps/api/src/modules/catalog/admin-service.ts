import {
  type AdminProduct,
  type AdminProductList,
  type AdminProductQuery,
  type AdminProductSave,
  type AdminStockSave,
  DimensionType,
  eurosToCents,
  type Language,
} from '@shop/contract';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client.ts';
import {
  productCategories,
  productDimensions,
  productImages,
  productStatuses,
  products,
  statuses,
} from '../../db/schema/catalog.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import { removeProductPicture, storeProductPicture } from './admin-images.ts';
import { recordPrices } from './admin-prices.ts';
import { adminProductById, adminProductPage } from './admin-reads.ts';
import type { CatalogService } from './service.ts';

type FieldErrors = Record<string, string[]>;

const euroCents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));
const cleanHtml = (html: string | null) => (html === null ? null : sanitizeHtml(html));

export interface CatalogAdminNeeds {
  catalog: CatalogService;
  inventory: InventoryService;
  audit: AuditService;
  categories: CategoryService;
}

/**
 * Staff writes of the catalogue: products in both languages with their sizes, prices, stock and
 * pictures. Each change is one transaction that also writes the price history (every effective
 * price a shopper is shown, for the lowest-price-of-30-days rule) and the audit entry; stock goes
 * through the inventory service; the catalogue's read model follows the commit.
 */
export class CatalogAdminService {
  constructor(
    private readonly db: Db,
    private readonly mediaDir: string,
    private readonly services: CatalogAdminNeeds,
  ) {}

  list(query: AdminProductQuery, language: Language): Promise<AdminProductList> {
    return adminProductPage(this.db, this.services.catalog.sources.brands, query, language);
  }

  async product(id: number): Promise<AdminProduct> {
    const product = await adminProductById(this.db, id);
    if (!product) throw notFound('product_not_found');
    return product;
  }

  /** The status labels a product may carry (New, Offer …). */
  statuses() {
    return this.db.select().from(statuses).orderBy(statuses.id);
  }

  /** Adds a product (no id) or replaces one; answers it as saved. */
  async save(input: AdminProductSave, staffId: number): Promise<AdminProduct> {
    await this.check(input);
    const at = new Date();
    const { id, sizesChanged } = await this.db.transaction(async (tx) => {
      const before = input.id === undefined ? null : await adminProductById(tx, input.id, false);
      if (input.id !== undefined && !before) throw notFound('product_not_found');
      const values = {
        code: input.code,
        barcode: input.barcode,
        eurl: input.eurl,
        nameEl: input.el.nm,
        nameEn: input.en.nm,
        shortDescriptionEl: input.el.sdsc,
        shortDescriptionEn: input.en.sdsc,
        descriptionEl: cleanHtml(input.el.dsc),
        descriptionEn: cleanHtml(input.en.dsc),
        manufacturerId: input.manufacturerId,
        availability: input.availability,
        isPublished: input.isPublished,
        addDisabled: input.addDisabled,
        nonReturnable: input.nonReturnable,
        orderMaxQuantity: input.orderMaxQuantity,
        priceCents: eurosToCents(input.prc),
        listPriceCents: euroCents(input.lprc),
        retailPriceCents: euroCents(input.rprc),
        discountPercent: input.dscp,
        updatedAt: at,
      };
      const [row] =
        input.id === undefined
          ? await tx.insert(products).values(values).returning({ id: products.id })
          : await tx
              .update(products)
              .set(values)
              .where(eq(products.id, input.id))
              .returning({ id: products.id });
      if (!row) throw notFound('product_not_found');
      await this.linkCategories(tx, row.id, input.categoryIds);
      await tx.delete(productStatuses).where(eq(productStatuses.productId, row.id));
      if (input.statusIds.length > 0) {
        await tx
          .insert(productStatuses)
          .values(input.statusIds.map((statusId) => ({ productId: row.id, statusId })));
      }
      const sizesChanged = await this.saveDimensions(tx, row.id, input, before);
      if (sizesChanged) await this.services.inventory.recount(tx, [row.id]);
      await recordPrices(tx, [row.id], at);
      await this.services.audit.record(tx, {
        staffId,
        action: before ? 'product.update' : 'product.create',
        entity: 'product',
        entityId: String(row.id),
        before,
        after: await adminProductById(tx, row.id, false),
      });
      return { id: row.id, sizesChanged };
    });
    await this.changed([id], sizesChanged);
    return this.product(id);
  }

  /** Sets the stock of the product or of its sizes through the inventory service. */
  async setStock(input: AdminStockSave, staffId: number): Promise<AdminProduct> {
    const product = await this.product(input.id);
    const sized = product.dimensions.length > 0;
    const errors: FieldErrors = {};
    input.lines.forEach((line, index) => {
      const known =
        line.dimensionId === null ? !sized : product.dimensions.some((size) => size.id === line.dimensionId);
      if (!known)
        errors[`lines.${index}.dimensionId`] = [line.dimensionId === null ? 'size_required' : 'not_found'];
    });
    const keys = input.lines.map((line) => line.dimensionId ?? 0);
    if (new Set(keys).size !== keys.length) errors.lines = ['repeated_line'];
    if (Object.keys(errors).length > 0) throw new HttpError(400, 'product_stock_invalid', errors);
    const moved = await this.db.transaction(async (tx) => {
      const moved = await this.services.inventory.setStocks(
        tx,
        input.lines.map((line) => ({
          productId: input.id,
          dimensionId: line.dimensionId,
          quantity: line.stock,
        })),
      );
      if (moved.length > 0) {
        await this.services.audit.record(tx, {
          staffId,
          action: 'product.stock',
          entity: 'product',
          entityId: String(input.id),
          before: moved.map((line) => ({ dimensionId: line.dimensionId, stock: line.before })),
          after: moved.map((line) => ({ dimensionId: line.dimensionId, stock: line.quantity })),
        });
      }
      return moved;
    });
    if (moved.length > 0) await this.changed([input.id], true);
    return this.product(input.id);
  }

  /** Resizes an uploaded picture into the media folder and adds it after the product's others. */
  async addPicture(productId: number, upload: Buffer, staffId: number): Promise<AdminProduct> {
    const product = await this.product(productId);
    const url = await storeProductPicture(this.mediaDir, product.eurl, upload);
    try {
      await this.db.transaction(async (tx) => {
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${productImages.position}), 0)::int` })
          .from(productImages)
          .where(eq(productImages.productId, productId));
        const [image] = await tx
          .insert(productImages)
          .values({
            productId,
            position: (last?.position ?? 0) + 1,
            url,
            altEl: product.el.nm,
            altEn: product.en.nm,
          })
          .returning();
        await this.services.audit.record(tx, {
          staffId,
          action: 'product.picture.add',
          entity: 'product',
          entityId: String(productId),
          before: null,
          after: image,
        });
      });
    } catch (error) {
      await removeProductPicture(this.mediaDir, url);
      throw error;
    }
    await this.changed([productId], false);
    return this.product(productId);
  }

  async removePicture(productId: number, imageId: number, staffId: number): Promise<AdminProduct> {
    const removed = await this.db.transaction(async (tx) => {
      const [image] = await tx
        .delete(productImages)
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
        .returning();
      if (!image) throw notFound('product_picture_not_found');
      await this.services.audit.record(tx, {
        staffId,
        action: 'product.picture.remove',
        entity: 'product',
        entityId: String(productId),
        before: image,
        after: null,
      });
      return image;
    });
    await removeProductPicture(this.mediaDir, removed.url);
    await this.changed([productId], false);
    return this.product(productId);
  }

  /** Puts the product's pictures in the order given (every one of them, once); the first is the main one. */
  async orderPictures(productId: number, imageIds: number[], staffId: number): Promise<AdminProduct> {
    const product = await this.product(productId);
    const current = product.images.map((image) => image.id);
    const same = imageIds.length === current.length && current.every((id) => imageIds.includes(id));
    if (!same) throw new HttpError(400, 'product_picture_order_invalid', { imageIds: ['invalid_value'] });
    await this.db.transaction(async (tx) => {
      // Positions are unique per product: move them out of the way first.
      await tx
        .update(productImages)
        .set({ position: sql`-${productImages.position}` })
        .where(eq(productImages.productId, productId));
      for (const [index, id] of imageIds.entries()) {
        await tx
          .update(productImages)
          .set({ position: index + 1 })
          .where(eq(productImages.id, id));
      }
      await this.services.audit.record(tx, {
        staffId,
        action: 'product.picture.order',
        entity: 'product',
        entityId: String(productId),
        before: current,
        after: imageIds,
      });
    });
    await this.changed([productId], false);
    return this.product(productId);
  }

  /**
   * After a commit: stock listeners hear of stock (back-in-stock mails), and the answer waits until
   * the catalogue's read model shows the change (it follows every commit on its own), so staff
   * opening the product page next see what they saved.
   */
  async changed(productIds: number[], stock: boolean): Promise<void> {
    if (stock) await this.services.inventory.notifyStockChanged(productIds);
    await this.services.catalog.settled();
  }

  /** References named field by field, and a code or slug another product holds (409); nothing is written before. */
  private async check(input: AdminProductSave): Promise<void> {
    const errors: FieldErrors = {};
    const unknown = async (table: typeof statuses, ids: number[]) => {
      if (ids.length === 0) return false;
      const rows = await this.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      return rows.length !== new Set(ids).size;
    };
    // Categories and brands are asked of their owners (decision 006); brands through the source they hand over.
    const { categories } = this.services;
    const manufacturers = this.services.catalog.sources.brands;
    if (new Set(input.categoryIds).size !== input.categoryIds.length) errors.categoryIds = ['repeated_value'];
    else if ((await categories.existingIds(input.categoryIds)).length !== input.categoryIds.length) {
      errors.categoryIds = ['not_found'];
    }
    if (new Set(input.statusIds).size !== input.statusIds.length) errors.statusIds = ['repeated_value'];
    else if (await unknown(statuses, input.statusIds)) errors.statusIds = ['not_found'];
    if (input.manufacturerId !== null) {
      const [brand] = await manufacturers.existingIds([input.manufacturerId]);
      if (brand === undefined) errors.manufacturerId = ['not_found'];
    }
    const sizeIds = input.dimensions.flatMap((dimension) =>
      dimension.id === undefined ? [] : [dimension.id],
    );
    if (sizeIds.length > 0) {
      const owned =
        input.id === undefined
          ? []
          : await this.db
              .select({ id: productDimensions.id })
              .from(productDimensions)
              .where(and(eq(productDimensions.productId, input.id), inArray(productDimensions.id, sizeIds)));
      input.dimensions.forEach((dimension, index) => {
        if (dimension.id !== undefined && !owned.some((row) => row.id === dimension.id)) {
          errors[`dimensions.${index}.id`] = ['not_found'];
        }
      });
    }
    if (Object.keys(errors).length > 0) throw new HttpError(400, 'product_invalid', errors);
    const others = await this.db
      .select({ code: products.code, eurl: products.eurl })
      .from(products)
      .where(
        and(
          or(eq(products.code, input.code), eq(products.eurl, input.eurl)),
          input.id === undefined ? sql`true` : ne(products.id, input.id),
        ),
      );
    if (others.some((row) => row.code === input.code)) errors.code = ['code_taken'];
    if (others.some((row) => row.eurl === input.eurl)) errors.eurl = ['eurl_taken'];
    if (Object.keys(errors).length > 0) throw new HttpError(409, 'product_taken', errors);
  }

  private async linkCategories(tx: Db, productId: number, categoryIds: number[]): Promise<void> {
    await tx.delete(productCategories).where(eq(productCategories.productId, productId));
    if (categoryIds.length === 0) return;
    await tx
      .insert(productCategories)
      .values(categoryIds.map((categoryId, index) => ({ productId, categoryId, isPrimary: index === 0 })));
  }

  /** Updates, adds and removes sizes; answers whether any was added or removed (the stock total moves). */
  private async saveDimensions(
    tx: Db,
    productId: number,
    input: AdminProductSave,
    before: AdminProduct | null | undefined,
  ): Promise<boolean> {
    const kept = new Set(
      input.dimensions.flatMap((dimension) => (dimension.id === undefined ? [] : [dimension.id])),
    );
    const removed = (before?.dimensions ?? [])
      .filter((dimension) => !kept.has(dimension.id))
      .map((row) => row.id);
    if (removed.length > 0) await tx.delete(productDimensions).where(inArray(productDimensions.id, removed));
    let added = false;
    for (const [position, dimension] of input.dimensions.entries()) {
      const colour = dimension.type === 'Color';
      const values = {
        productId,
        dimensionType: colour ? DimensionType.Color : DimensionType.Size,
        code: dimension.code,
        barcode: dimension.barcode,
        sizeTextEl: colour ? null : dimension.el.tx,
        sizeTextEn: colour ? null : dimension.en.tx,
        colorTextEl: colour ? dimension.el.tx : null,
        colorTextEn: colour ? dimension.en.tx : null,
        colorValue: dimension.colorValue,
        priceCents: euroCents(dimension.prc),
        listPriceCents: euroCents(dimension.lprc),
        position,
      };
      if (dimension.id === undefined) {
        await tx.insert(productDimensions).values(values);
        added = true;
      } else {
        await tx.update(productDimensions).set(values).where(eq(productDimensions.id, dimension.id));
      }
    }
    return added || removed.length > 0;
  }
}
