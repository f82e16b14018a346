import { choosesColour, clampQuantity, maxQuantityOf, type Product, purchasability } from '@shop/contract';
import { type ReactNode, useState } from 'react';
import { toast } from '~/components/toasts/toast';
import { useTranslation } from '~/lib/use-translation';
import { REFUSAL_TOAST_ID, refusalKey, useAddToCart } from '../use-add-to-cart';

/**
 * The product page's buy box: size or colour when the product has them, quantity, add to cart
 * and, beside it, what the page puts there (add to wishlist). Why a product cannot be bought is
 * said before the shopper tries (spec 000 §5).
 */
export function AddToCartButton({
  product,
  dimensionId,
  onDimensionChange,
  besideButton,
}: {
  product: Product;
  /** 0 while no size is chosen. */
  dimensionId: number;
  onDimensionChange: (dimensionId: number) => void;
  besideButton?: ReactNode;
}) {
  const { t } = useTranslation('cart');
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantityOf(product);
  const verdict = purchasability(product, dimensionId || null, quantity);
  const blocking = !verdict.ok && verdict.reason !== 'NO_SIZE_SELECTED' ? verdict.reason : null;
  const allSizesOut = product.dimensions.length > 0 && product.dimensions.every((d) => d.qty <= 0);

  return (
    <section className="py-2" aria-label={t('buy_box')}>
      <div className="space-y-4">
        {product.dimensions.length > 0 && (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">
              {choosesColour(product) ? t('choose_colour') : t('choose_size')}
            </legend>
            <div className="flex flex-wrap gap-2">
              {/* A sold-out size can still be chosen, so the shopper sees it is sold out and can ask to be told when it is back. */}
              {product.dimensions.map((dimension) => (
                <button
                  key={dimension.id}
                  type="button"
                  aria-pressed={dimension.id === dimensionId}
                  onClick={() => {
                    // "Choose a size" is answered: it must not stay over what follows.
                    toast.dismiss(REFUSAL_TOAST_ID);
                    onDimensionChange(dimension.id);
                  }}
                  className={`rounded-md border border-line px-3 py-1.5 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-50 ${
                    dimension.qty <= 0 ? 'text-muted line-through' : ''
                  }`}
                >
                  {dimension.cval && (
                    <span
                      className="mr-1.5 inline-block h-3 w-3 rounded-full align-middle"
                      style={{ backgroundColor: dimension.cval }}
                    />
                  )}
                  {dimension.nm}
                  {dimension.qty <= 0 && <span className="sr-only"> ({t('size_sold_out')})</span>}
                </button>
              ))}
            </div>
          </fieldset>
        )}
        {allSizesOut && <p className="text-sm text-sale">{t('add_to_cart.out_of_stock_product')}</p>}
        {blocking && (
          <p className="text-sm text-sale" role="status">
            {t(refusalKey(blocking, product), { maxQuantity: max })}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            {t('quantity.label')}
            <input
              type="number"
              min={1}
              max={max}
              value={quantity}
              onChange={(event) => setQuantity(clampQuantity(Number(event.target.value), max))}
              className="h-10 w-20 rounded-md border border-line px-2 text-center"
            />
          </label>
          <button
            type="button"
            className="h-11 flex-1 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
            disabled={blocking !== null || allSizesOut}
            onClick={() => addToCart(product, dimensionId, quantity)}
          >
            {t('add_to_cart.button')}
          </button>
          {besideButton}
        </div>
      </div>
    </section>
  );
}
