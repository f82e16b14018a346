import {
  type CartItem,
  type CartLine,
  type CartResponse,
  cartLineProblem,
  choosesColour,
  giftCardConflict,
  isGiftCard,
  type Language,
  maxQuantityOf,
  mergeCarts,
  type Product,
  type PurchasabilityReason,
  purchasability,
} from '@shop/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CartLineGift, cartItems } from '../../db/schema/cart.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MessageKey } from '../../lib/messages.ts';
import type { CatalogService } from '../catalog/index.ts';

/** One line as the service handles it: the wire forms of spec 000 §3 converge on this. */
export interface CartLineInput {
  productId: number;
  dimensionId: number;
  quantity: number;
  bundleProductExist: boolean;
  gift?: CartLineGift | undefined;
}

export interface CartItemChange extends CartLineInput {
  action: 'add' | 'set' | 'remove';
}

const reasonKeys: Record<PurchasabilityReason, MessageKey> = {
  NO_SIZE_SELECTED: 'no_size_selected',
  PRODUCT_UNAVAILABLE: 'product_unavailable',
  DIMENSION_UNAVAILABLE: 'dimension_unavailable',
  DISABLED: 'product_disabled',
  MAX_QUANTITY_EXCEEDED: 'max_quantity_exceeded',
};

/** A product whose dimensions are colours is refused with "choose a colour", not "choose a size". */
function refusalKey(reason: PurchasabilityReason, product: Product): MessageKey {
  if (choosesColour(product)) {
    if (reason === 'NO_SIZE_SELECTED') return 'no_colour_selected';
    if (reason === 'DIMENSION_UNAVAILABLE') return 'colour_unavailable';
  }
  return reasonKeys[reason];
}

const giftCardExclusive = () => new HttpError(422, 'gift_card_exclusive');

/** Stock available now for the line: the dimension's when it has one, else the product's. */
function availableStock(product: Product, dimensionId: number): number {
  if (!dimensionId) return product.qty;
  return product.dimensions.find((dimension) => dimension.id === dimensionId)?.qty ?? 0;
}

/** Whether the line still points at something sold: the product exists and so does its dimension. */
function lineExists(product: Product | undefined, dimensionId: number): product is Product {
  if (!product) return false;
  if (!dimensionId) return product.dimensions.length === 0;
  return product.dimensions.some((dimension) => dimension.id === dimensionId);
}

/**
 * The signed-in customer's cart (spec 000 §3-§5). Every query is scoped by the customer id.
 * A line above the available stock is kept and reported (`problem`), since the shop delivers
 * the rest later; what a line may never do is break the gift-card rule or the per-line maximum.
 */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async get(customerId: number, language: Language): Promise<CartResponse> {
    return { items: await this.items(customerId, language), rejected: [] };
  }

  /** `UpdateCartPerItem`: add to, set or remove one line. */
  async updateItem(customerId: number, change: CartItemChange, language: Language): Promise<CartResponse> {
    const { productId, dimensionId } = change;
    if (change.action === 'remove' || (change.action === 'set' && change.quantity <= 0)) {
      await this.db.delete(cartItems).where(this.lineWhere(customerId, productId, dimensionId));
      return this.get(customerId, language);
    }
    const [product] = await this.catalog.productsByIds([productId], language);
    if (!product) throw new HttpError(404, 'product_not_found');
    const lines = await this.rows(customerId);
    const existing = lines.find((line) => line.productId === productId && line.dimensionId === dimensionId);
    const quantity = change.action === 'add' ? (existing?.quantity ?? 0) + change.quantity : change.quantity;
    // Lowering a line is always allowed; anything that puts more in the cart must be purchasable.
    if (quantity > (existing?.quantity ?? 0)) {
      const verdict = purchasability(product, dimensionId || null, quantity);
      if (!verdict.ok) throw new HttpError(422, refusalKey(verdict.reason, product));
    }
    if (quantity > maxQuantityOf(product)) throw new HttpError(422, 'max_quantity_exceeded');
    if (change.gift && !isGiftCard(product)) throw new HttpError(422, 'gift_form_not_allowed');
    const others = lines.filter((line) => line !== existing);
    const otherProducts = await this.catalog.productsByIds(
      others.map((line) => line.productId),
      language,
    );
    if (giftCardConflict(otherProducts.map(isGiftCard), isGiftCard(product))) throw giftCardExclusive();

    // An add is summed in the statement, so two tabs adding at once both count; the guard
    // keeps the sum within the maximum even when the line changed since it was read.
    const max = maxQuantityOf(product);
    const written = await this.db
      .insert(cartItems)
      .values({
        customerId,
        productId,
        dimensionId,
        quantity: change.action === 'add' ? change.quantity : quantity,
        bundleProductExist: change.bundleProductExist,
        gift: change.gift ?? null,
      })
      .onConflictDoUpdate({
        target: [cartItems.customerId, cartItems.productId, cartItems.dimensionId],
        set: {
          quantity: change.action === 'add' ? sql`${cartItems.quantity} + ${change.quantity}` : quantity,
          bundleProductExist: change.bundleProductExist,
          ...(change.gift ? { gift: change.gift } : {}),
          updatedAt: sql`now()`,
        },
        setWhere:
          change.action === 'add' ? sql`${cartItems.quantity} + ${change.quantity} <= ${max}` : undefined,
      })
      .returning({ id: cartItems.id });
    if (written.length === 0) throw new HttpError(422, 'max_quantity_exceeded');
    return this.get(customerId, language);
  }

  /**
   * `updateCustomerCart`. `merge` (on sign-in) adds the browser's lines to the server cart with
   * the rules of `mergeCarts`; a guest line that would mix gift cards with products is left out
   * and returned in `rejected`, so the server cart is never lost. `replace` makes the server cart
   * exactly the given lines (a tab syncing its whole cart).
   */
  async updateCart(
    customerId: number,
    lines: CartLineInput[],
    mode: 'merge' | 'replace',
    language: Language,
  ): Promise<CartResponse> {
    const current = mode === 'merge' ? await this.rows(customerId) : [];
    const ids = [...new Set([...current, ...lines].map((line) => line.productId))];
    const products = new Map((await this.catalog.productsByIds(ids, language)).map((p) => [p.id, p]));
    const known = lines.filter((line) => lineExists(products.get(line.productId), line.dimensionId));

    const rejected: CartLineInput[] = [];
    let accepted = known;
    if (mode === 'replace') {
      const kinds = known.map((line) => isGiftCard(products.get(line.productId) as Product));
      if (kinds.some((kind) => kind !== kinds[0])) throw giftCardExclusive();
      for (const line of known) {
        if (line.quantity > maxQuantityOf(products.get(line.productId) as Product)) {
          throw new HttpError(422, 'max_quantity_exceeded');
        }
      }
    } else {
      accepted = [];
      let kinds = current.map((line) => products.get(line.productId)).filter(Boolean) as Product[];
      for (const line of known) {
        const product = products.get(line.productId) as Product;
        if (giftCardConflict(kinds.map(isGiftCard), isGiftCard(product))) rejected.push(line);
        else {
          accepted.push(line);
          kinds = [...kinds, product];
        }
      }
    }

    const limitsOf = (line: CartLine) => {
      const product = products.get(line.productId) as Product;
      return { stock: availableStock(product, line.dimensionId), max: maxQuantityOf(product) };
    };
    const merged = mergeCarts(current.map(toCartLine), accepted.map(toCartLine), limitsOf);
    await this.db.transaction(async (tx) => {
      await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
      if (merged.length === 0) return;
      await tx.insert(cartItems).values(
        merged.map((line) => ({
          customerId,
          productId: line.productId,
          dimensionId: line.dimensionId,
          quantity: Math.min(line.quantity, maxQuantityOf(products.get(line.productId) as Product)),
          bundleProductExist: line.bundleProductExist === true,
          gift: (line.gift as CartLineGift | undefined) ?? null,
        })),
      );
    });
    return {
      items: await this.items(customerId, language),
      rejected: rejected.map(({ productId, dimensionId, quantity }) => ({
        productId,
        dimensionId,
        quantity,
      })),
    };
  }

  /** `refreshCartItems` for lines the browser holds (a guest cart): current products, stock and problems. */
  async refresh(lines: CartLineInput[], language: Language): Promise<CartItem[]> {
    const products = await this.productMap(lines, language);
    return lines.flatMap((line) => {
      const product = products.get(line.productId);
      return lineExists(product, line.dimensionId) ? [toItem(line, product, null)] : [];
    });
  }

  private async items(customerId: number, language: Language): Promise<CartItem[]> {
    const rows = await this.rows(customerId);
    const products = await this.productMap(rows, language);
    const gone = rows.filter((row) => !lineExists(products.get(row.productId), row.dimensionId));
    // Lines whose product is no longer sold are dropped (spec 000 §4), for good.
    for (const row of gone) {
      await this.db.delete(cartItems).where(this.lineWhere(customerId, row.productId, row.dimensionId));
    }
    return rows.flatMap((row) => {
      const product = products.get(row.productId);
      return lineExists(product, row.dimensionId) ? [toItem(row, product, row.gift ?? null)] : [];
    });
  }

  private async productMap(lines: { productId: number }[], language: Language) {
    const ids = [...new Set(lines.map((line) => line.productId))];
    return new Map((await this.catalog.productsByIds(ids, language)).map((product) => [product.id, product]));
  }

  private rows(customerId: number) {
    return this.db
      .select({
        productId: cartItems.productId,
        dimensionId: cartItems.dimensionId,
        quantity: cartItems.quantity,
        bundleProductExist: cartItems.bundleProductExist,
        gift: cartItems.gift,
      })
      .from(cartItems)
      .where(eq(cartItems.customerId, customerId))
      .orderBy(asc(cartItems.id));
  }

  private lineWhere(customerId: number, productId: number, dimensionId: number) {
    return and(
      eq(cartItems.customerId, customerId),
      eq(cartItems.productId, productId),
      eq(cartItems.dimensionId, dimensionId),
    );
  }
}

function toCartLine(
  line: CartLineInput | (Omit<CartLineInput, 'gift'> & { gift: CartLineGift | null }),
): CartLine {
  const { productId, dimensionId, quantity, bundleProductExist, gift } = line;
  return { productId, dimensionId, quantity, bundleProductExist, ...(gift ? { gift } : {}) };
}

function toItem(line: Omit<CartLineInput, 'gift'>, product: Product, gift: CartLineGift | null): CartItem {
  const available = availableStock(product, line.dimensionId);
  return {
    productId: line.productId,
    dimensionId: line.dimensionId,
    quantity: line.quantity,
    maxQuantity: available,
    orderMaxQuantity: maxQuantityOf(product),
    bundleProductExist: line.bundleProductExist,
    problem: cartLineProblem(line.quantity, available),
    gift,
    product,
  };
}
