import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCartLines } from '~/features/cart';
import { useLocalizedPath } from '~/lib/language';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The checkout steps need a cart: with an empty one the shopper goes back to the cart page.
 * True once the browser's cart is known and not empty.
 */
export function useCheckoutCartGuard(): boolean {
  const hydrated = useHydrated();
  const lines = useCartLines();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const empty = lines.every((line) => line.quantity <= 0);
  useEffect(() => {
    if (hydrated && empty) navigate(localize('/cart'), { replace: true });
  }, [hydrated, empty, navigate, localize]);
  return hydrated && !empty;
}
