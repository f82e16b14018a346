import { centsToEuros, type Language, type RepeatPurchase } from '@shop/contract';
import type { repeatPurchases } from '../../db/schema/repeat-purchases.ts';
import { localized } from '../../lib/localized.ts';
import type { CatalogPricingProduct } from '../catalog/index.ts';

export type RepeatRow = typeof repeatPurchases.$inferSelect;

/** Today's unit price of the repeat's product and size; undefined when it is no longer sold. */
export function priceOf(product: CatalogPricingProduct | undefined, dimensionId: number): number | undefined {
  if (!product) return undefined;
  if (dimensionId === 0) return product.dimensions.length === 0 ? product.unitPriceCents : undefined;
  return product.dimensions.find((dimension) => dimension.id === dimensionId)?.unitPriceCents;
}

/** A repeat as the customer sees it: the product as sold today, else the names kept when it was asked for. */
export function toRepeatPurchaseDto(
  row: RepeatRow,
  product: CatalogPricingProduct | undefined,
  language: Language,
): RepeatPurchase {
  const unitPriceCents = priceOf(product, row.dimensionId);
  const size = product?.dimensions.find((dimension) => dimension.id === row.dimensionId)?.name;
  const keptSize =
    row.dimensionId === 0 ? null : localized(language, row.sizeEl ?? '', row.sizeEn ?? '') || null;
  return {
    id: row.id,
    pid: row.productId,
    dimension: row.dimensionId,
    qty: row.quantity,
    intv: row.intervalMonths,
    nd: row.nextDueOn,
    paused: row.paused,
    nm: product?.name ?? localized(language, row.nameEl, row.nameEn),
    sz: size || keptSize,
    eurl: product?.eurl ?? null,
    img: product?.image ?? null,
    prc: unitPriceCents === undefined ? null : centsToEuros(unitPriceCents),
    avail: unitPriceCents !== undefined,
  };
}
