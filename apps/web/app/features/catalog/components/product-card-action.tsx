import type { Product } from '@shop/contract';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * What a product card offers under its price (add to cart), given by the shell: the catalogue
 * draws the cards but does not know the cart.
 */
const ProductCardActionContext = createContext<ComponentType<{ product: Product }> | null>(null);

export const ProductCardActionProvider = ProductCardActionContext.Provider;

export function useProductCardAction() {
  return useContext(ProductCardActionContext);
}
