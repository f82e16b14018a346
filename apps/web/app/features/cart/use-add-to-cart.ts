import { choosesColour, type Product } from '@shop/contract';
import { useCallback } from 'react';
import { toast } from '~/components/toasts/toast';
import { useLanguage } from '~/lib/language';
import { useModals } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';
import { setAddedToCart } from './added-to-cart-store';
import { type AddRefusal, addProductToCart } from './cart-actions';

/** The one refusal toast: a new refusal replaces it, and choosing a size takes it away. */
export const REFUSAL_TOAST_ID = 'add-to-cart-refusal';

/** The message keys of spec 000 §5 and §8 for a refused add. */
export function refusalKey(reason: AddRefusal, product: Pick<Product, 'dimensions'>): string {
  switch (reason) {
    case 'GIFT_CARD_EXCLUSIVE':
      return 'add_to_cart.gift_card_exclusive';
    case 'NO_SIZE_SELECTED':
      return product.dimensions.every((dimension) => dimension.qty <= 0)
        ? 'add_to_cart.out_of_stock_product'
        : choosesColour(product)
          ? 'add_to_cart.no_colour_selected'
          : 'add_to_cart.no_size_selected';
    case 'MAX_QUANTITY_EXCEEDED':
      return 'cart_item.max_quantity_exceeded';
    default:
      return 'add_to_cart.product_unavailable';
  }
}

/**
 * Adds to the cart and opens the confirmation dialog, or shows why it could not (toast).
 * Resolves whether the product went in.
 */
export function useAddToCart(): (product: Product, dimensionId: number, quantity: number) => boolean {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const { open, close } = useModals();
  return useCallback(
    (product, dimensionId, quantity) => {
      const outcome = addProductToCart(language, product, dimensionId, quantity);
      if (!outcome.ok) {
        toast.error(t(refusalKey(outcome.reason, product), { maxQuantity: outcome.maxQuantity }), {
          toastId: REFUSAL_TOAST_ID,
        });
        return false;
      }
      setAddedToCart({
        product,
        dimension: product.dimensions.find((dimension) => dimension.id === dimensionId),
        quantity,
      });
      close('cartWidget');
      open('cartModal');
      return true;
    },
    [language, open, close, t],
  );
}
