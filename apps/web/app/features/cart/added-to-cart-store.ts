import type { Product, ProductDimension } from '@shop/contract';
import { createValueStore } from '~/lib/value-store';

export interface AddedToCart {
  product: Product;
  /** The size or shade chosen, whose price the cart charges. */
  dimension: ProductDimension | undefined;
  quantity: number;
}

/** What the add-to-cart confirmation dialog shows; its visibility is the `cartModal` of the shell. */
const addedToCart = createValueStore<AddedToCart>();
export const setAddedToCart = addedToCart.set;
export const useAddedToCart = addedToCart.useValue;
