import { formatEuros } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useCartItems } from '../api/refresh-cart-items';
import { useCartLines } from '../cart-storage';

/** The lines of the cart panel: what is in the cart, at a glance. */
export function CartPanelLines() {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const lines = useCartLines();
  const { data } = useCartItems(language, lines);
  const items = data?.items ?? [];
  return (
    <ul className="-mx-1 flex-1 divide-y divide-line overflow-y-auto px-1" data-testid="cart-panel-lines">
      {items.map((item) => {
        const dimension = item.product.dimensions.find((d) => d.id === item.dimensionId);
        const unit = dimension?.cprc ?? item.product.cprc;
        return (
          <li key={`${item.productId}:${item.dimensionId}`} className="flex gap-3 py-3">
            {item.product.images[0] && (
              <img
                src={item.product.images[0]}
                alt=""
                width={56}
                height={58}
                className="rounded border border-line"
              />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <LocalizedLink
                to={`/products/${item.product.eurl}`}
                className="line-clamp-2 hover:text-brand-700"
              >
                {item.product.nm}
              </LocalizedLink>
              {dimension && <p className="text-muted">{dimension.nm}</p>}
              <p className="text-muted">
                {t('line.quantity_times', { count: item.quantity, price: formatEuros(unit, language) })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
