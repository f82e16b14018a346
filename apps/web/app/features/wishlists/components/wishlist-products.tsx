import { formatEuros, type Product, productThumbnailOf } from '@shop/contract';
import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { useAddToCart } from '~/features/cart';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The products of a list, each with add-to-cart and remove-from-list. */
export function WishlistProducts({
  products,
  onRemove,
}: {
  products: Product[];
  onRemove: (productId: number) => void;
}) {
  const { t } = useTranslation('wishlists');
  const language = useLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  if (products.length === 0) return <p className="text-muted">{t('list.empty')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li
          key={product.id}
          className="flex gap-3 rounded-lg border border-line bg-white p-3"
          data-testid="wishlist-product"
        >
          {product.images[0] && (
            <img src={productThumbnailOf(product.images[0])} alt="" width={80} height={83} loading="lazy" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <LocalizedLink to={`/products/${product.eurl}`} className="font-medium hover:text-brand-700">
              {product.nm}
            </LocalizedLink>
            <span className="font-semibold">{formatEuros(product.cprc, language)}</span>
            <div className="mt-auto flex flex-wrap gap-2">
              <button
                type="button"
                className="rounded-md bg-brand-700 px-3 py-1.5 text-white"
                onClick={() => {
                  // A product with sizes is chosen on its own page (spec 000 §5).
                  if (product.dimensions.length > 0) navigate(localize(`/products/${product.eurl}`));
                  else addToCart(product, 0, 1);
                }}
              >
                {t('list.add_to_cart')}
              </button>
              <button type="button" className="text-muted underline" onClick={() => onRemove(product.id)}>
                {t('list.remove')}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
