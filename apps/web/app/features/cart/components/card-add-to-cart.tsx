import { choosesColour, type Product, purchasability } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import { useAddToCart } from '../use-add-to-cart';

/**
 * A product card's add to cart: one piece of a product without sizes; a product with sizes or
 * shades leads to its page to choose one. Nothing for a product that cannot be bought now (the
 * card says why).
 */
export function CardAddToCart({ product }: { product: Product }) {
  const { t } = useTranslation('cart');
  const addToCart = useAddToCart();
  const style = 'block w-full rounded-md px-3 py-1.5 text-center text-sm font-semibold';
  if (product.dimensions.length > 0) {
    const choose = choosesColour(product) ? t('choose_colour') : t('choose_size');
    return (
      <LocalizedLink
        to={`/products/${product.eurl}`}
        className={`${style} border border-brand-700 text-brand-800 hover:bg-brand-50`}
        aria-label={`${choose}: ${product.nm}`}
      >
        {choose}
      </LocalizedLink>
    );
  }
  if (!purchasability(product, null, 1).ok) return null;
  return (
    <button
      type="button"
      onClick={() => addToCart(product, 0, 1)}
      className={`${style} bg-brand-700 text-white hover:bg-brand-800`}
      aria-label={`${t('add_to_cart.button')}: ${product.nm}`}
    >
      {t('add_to_cart.button')}
    </button>
  );
}
