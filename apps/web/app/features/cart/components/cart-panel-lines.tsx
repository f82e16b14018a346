import { centsToEuros, eurosToCents, formatEuros, productThumbnailOf } from '@shop/contract';
import { useMemo } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { buildTotalsRequest } from '../build-totals-request';
import { changeCartQuantity, removeFromCart } from '../cart-actions';
import { useCartLines } from '../cart-storage';
import { useCartItems, useCartTotals } from '../use-cart-data';
import { useTotalsInputs } from '../use-totals-inputs';
import { useTotalsRequest } from '../use-totals-request';
import { QuantityControl } from './quantity-control';
import { ReductionRows } from './redemption-fields';
import { TotalsRow } from './totals-row';

/**
 * The lines of the cart panel, each with its quantity and a way to remove it, then the subtotal
 * (added up at once here; the cart page shows the server's totals) and what is left to free
 * shipping, from the same totals the cart page asks for.
 */
export function CartPanelLines() {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const lines = useCartLines();
  const { data } = useCartItems(language, lines);
  const [inputs] = useTotalsInputs();
  const request = useMemo(() => buildTotalsRequest(lines, inputs), [lines, inputs]);
  const totals = useCartTotals(language, useTotalsRequest(request)).data;
  const items = data?.items ?? [];
  const unitOf = (item: (typeof items)[number]) =>
    item.product.dimensions.find((d) => d.id === item.dimensionId)?.cprc ?? item.product.cprc;
  const subtotalCents = items.reduce((sum, item) => sum + eurosToCents(unitOf(item)) * item.quantity, 0);
  return (
    <>
      <ul className="-mx-1 flex-1 divide-y divide-line overflow-y-auto px-1" data-testid="cart-panel-lines">
        {items.map((item) => {
          const dimension = item.product.dimensions.find((d) => d.id === item.dimensionId);
          return (
            <li key={`${item.productId}:${item.dimensionId}`} className="flex gap-3 py-3">
              {item.product.images[0] && (
                <img
                  src={productThumbnailOf(item.product.images[0])}
                  alt=""
                  width={56}
                  height={58}
                  className="h-fit rounded border border-line"
                />
              )}
              <div className="min-w-0 flex-1 space-y-1 text-sm">
                <LocalizedLink
                  to={`/products/${item.product.eurl}`}
                  className="line-clamp-2 hover:text-brand-700"
                >
                  {item.product.nm}
                </LocalizedLink>
                {dimension && <p className="text-muted">{dimension.nm}</p>}
                <p className="text-muted">{formatEuros(unitOf(item), language)}</p>
                <div className="flex items-center justify-between gap-2">
                  <QuantityControl
                    value={item.quantity}
                    max={item.orderMaxQuantity}
                    label={t('line.quantity_of', { name: item.product.nm })}
                    onChange={(quantity) =>
                      changeCartQuantity(language, item.product, item.dimensionId, quantity)
                    }
                  />
                  <button
                    type="button"
                    className="text-muted underline hover:text-sale"
                    onClick={() => removeFromCart(language, item.product, item.dimensionId)}
                  >
                    {t('line.remove')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {/* As the cart page: the products before discounts, each discount, then what the goods cost. */}
      <dl className="space-y-1 border-t border-line pt-3 text-sm">
        <TotalsRow
          label={t('totals.subtotal')}
          value={formatEuros(totals ? totals.gamt : centsToEuros(subtotalCents), language)}
          strong={!totals || totals.dsct === 0}
          testId="cart-panel-subtotal"
        />
        {totals && totals.dsct > 0 && (
          <>
            <ReductionRows totals={totals} />
            <TotalsRow
              label={t('totals.goods_after_discounts')}
              value={formatEuros(
                centsToEuros(eurosToCents(totals.gamt) - eurosToCents(totals.dsct)),
                language,
              )}
              strong
              testId="cart-panel-goods-total"
            />
          </>
        )}
      </dl>
      {totals && (
        <p className="text-sm text-muted" data-testid="cart-panel-free-shipping">
          {totals.fsrem > 0
            ? t('totals.free_shipping_remaining', { amount: formatEuros(totals.fsrem, language) })
            : t('totals.free_shipping_reached')}
        </p>
      )}
    </>
  );
}
