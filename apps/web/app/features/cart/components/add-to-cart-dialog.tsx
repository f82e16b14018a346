import { choosesColour, formatEuros, type Product, productThumbnailOf } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { Dialog } from '~/components/ui/dialog';
import { getRelatedProducts } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useModals } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';
import { useAddedToCart } from '../added-to-cart-store';

const RECOMMENDED_SHOWN = 4;

function Recommended({ product }: { product: Product }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  // A failed call yields no data, and the dialog then shows no recommendations.
  const { data } = useBrowserData(['products', 'related', language, product.id], (signal) =>
    getRelatedProducts(language, product.id, signal),
  );
  const items = (data?.items ?? []).filter((item) => item.id !== product.id).slice(0, RECOMMENDED_SHOWN);
  if (items.length === 0) return null;
  return (
    <section className="mt-5 border-t border-line pt-4">
      <h3 className="mb-3 text-sm font-semibold">{t('added_dialog.recommended')}</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <LocalizedLink to={`/products/${item.eurl}`} className="block text-xs hover:text-brand-700">
              {item.images[0] && (
                <img
                  src={productThumbnailOf(item.images[0])}
                  alt=""
                  width={120}
                  height={124}
                  loading="lazy"
                  className="mb-1 w-full"
                />
              )}
              <span className="line-clamp-2">{item.nm}</span>
              <span className="font-semibold">{formatEuros(item.cprc, language)}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The add-to-cart confirmation (spec 000 §2): continue shopping or view the cart, with recommendations. */
export function AddToCartDialog() {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const { visible, close } = useModals();
  const added = useAddedToCart();
  if (!visible.cartModal || !added) return null;
  const { product, dimension, quantity } = added;
  return (
    <Dialog
      title={<span className="text-brand-800">{t('added_dialog.title')}</span>}
      closeLabel={t('added_dialog.continue')}
      onClose={() => close('cartModal')}
      width="max-w-xl"
    >
      <div className="mt-3 flex items-center gap-3">
        {product.images[0] && (
          <img src={productThumbnailOf(product.images[0])} alt="" width={64} height={66} />
        )}
        <div>
          <p className="font-medium">{product.nm}</p>
          {dimension && (
            <p className="text-sm" data-testid="added-dimension">
              {t(choosesColour(product) ? 'added_dialog.colour' : 'added_dialog.size', {
                name: dimension.nm,
              })}
            </p>
          )}
          <p className="text-sm text-muted">
            {t('added_dialog.quantity', { count: quantity })} ·{' '}
            <span data-testid="added-price">{formatEuros((dimension ?? product).cprc, language)}</span>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="flex-1 rounded-md border border-line px-4 py-2.5"
          onClick={() => close('cartModal')}
        >
          {t('added_dialog.continue')}
        </button>
        <LocalizedLink
          to="/cart"
          className="flex-1 rounded-md bg-brand-700 px-4 py-2.5 text-center font-semibold text-white"
        >
          {t('added_dialog.view_cart')}
        </LocalizedLink>
      </div>
      <Recommended product={product} />
    </Dialog>
  );
}
