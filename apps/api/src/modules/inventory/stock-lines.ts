/** A quantity of a product without sizes (`dimensionId` null) or of one size of it. */
export interface StockLine {
  productId: number;
  dimensionId: number | null;
  quantity: number;
}

/** A line `reserve` refused: more was asked than the stock holds (0 for a product or size unknown). */
export interface StockShortage {
  productId: number;
  dimensionId: number | null;
  requested: number;
  available: number;
}

export type StockKey = Pick<StockLine, 'productId' | 'dimensionId'>;

/** One string per product or size, for sets and maps of stock lines. */
export const stockKey = ({ productId, dimensionId }: StockKey) => `${productId}:${dimensionId ?? 0}`;
