import type { Product } from '@shop/contract';
import { useEffect } from 'react';
import { toast } from '~/components/toasts/toast';
import { getProductById } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { isAuthenticated, readStoredCustomer, useIsAuthenticated } from '~/lib/session';
import { loadBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { syncCartWithServer } from '../cart-actions';
import { readCartOwner, writeCartLines, writeCartOwner } from '../cart-storage';
import { useAddToCart } from '../use-add-to-cart';

interface AddToCartEventDetail {
  productId?: number;
  id?: number;
  dimensionId?: number;
  quantity?: number;
  product?: Product;
}

/**
 * What the cart needs on every page: the signed-in cart kept in step with the server (merge
 * on sign-in, sync on load, emptied on sign-out) and the global `add-to-cart` event (spec 000 §2).
 */
export function CartRuntime() {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const signedIn = useIsAuthenticated();
  const addToCart = useAddToCart();

  // `signedIn` is only the trigger; the session is read directly so the hydration pass
  // (which always sees "signed out") never empties a signed-in cart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: signedIn triggers the check.
  useEffect(() => {
    const customer = readStoredCustomer();
    const owner = readCartOwner();
    if (!isAuthenticated() || !customer) {
      if (owner !== null) {
        writeCartOwner(null);
        writeCartLines([]);
      }
      return;
    }
    syncCartWithServer(language, customer.id, owner)
      .then((result) => {
        if (result.rejected.length > 0) toast.warn(t('add_to_cart.gift_card_exclusive'));
      })
      .catch((error: unknown) => console.error('The cart could not be synced', error));
  }, [signedIn]);

  useEffect(() => {
    const onAdd = async (event: Event) => {
      const detail = (event as CustomEvent<AddToCartEventDetail | undefined>).detail ?? {};
      const id = detail.product?.id ?? detail.productId ?? detail.id;
      // Loaded when needed: the contract's schemas (Zod) stay out of every page's first load.
      let product = detail.product
        ? (await import('../product-from-event')).productFromEvent(detail.product)
        : undefined;
      if (!product && id)
        product = await loadBrowserData(['products', 'by-id', language, id], (signal) =>
          getProductById(language, id, signal),
        ).catch(() => undefined);
      if (!product) {
        toast.error(t('product_actions.product_not_found'));
        return;
      }
      addToCart(product, detail.dimensionId ?? 0, detail.quantity ?? 1);
    };
    window.addEventListener('add-to-cart', onAdd);
    return () => window.removeEventListener('add-to-cart', onAdd);
  }, [addToCart, language, t]);

  return null;
}
