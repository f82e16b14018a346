import { type CartItem, type CartLine, formatEuros, isGiftCard, productThumbnailOf } from '@shop/contract';
import { type ReactNode, useEffect, useMemo } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { buildTotalsRequest } from '../build-totals-request';
import { changeCartQuantity, dropLines, removeFromCart } from '../cart-actions';
import { useCartLines } from '../cart-storage';
import { lineNotice } from '../line-notice';
import { useCartItems, useCartTotals } from '../use-cart-data';
import { useTotalsInputs } from '../use-totals-inputs';
import { useTotalsRequest } from '../use-totals-request';
import { CartTotalsPanel } from './cart-totals-panel';
import { GiftCardForm } from './gift-form';
import { GiftOfferChooser } from './gift-offer-chooser';
import { QuantityControl } from './quantity-control';

/** What a page composing the cart adds under a line (e.g. the repeat-purchase control). */
export type CartLineExtra = (item: CartItem) => ReactNode;

function CartLineRow({
  item,
  line,
  freeQuantity,
  extra,
}: {
  item: CartItem;
  line: CartLine | undefined;
  freeQuantity: number;
  extra: CartLineExtra | undefined;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const { product } = item;
  const dimension = product.dimensions.find((d) => d.id === item.dimensionId);
  const unit = dimension?.cprc ?? product.cprc;
  const notice = lineNotice(item, product);
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      {/* The picture repeats the name's link beside it: one stop for the keyboard and screen readers. */}
      <LocalizedLink to={`/products/${product.eurl}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {product.images[0] && (
          <img
            src={productThumbnailOf(product.images[0])}
            alt=""
            width={88}
            height={91}
            className="rounded border border-line"
          />
        )}
      </LocalizedLink>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex justify-between gap-3">
          {/* A long name wraps inside the line rather than pushing the price off a 360 px screen. */}
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <LocalizedLink to={`/products/${product.eurl}`} className="font-medium hover:text-brand-700">
              {product.nm}
            </LocalizedLink>
            {dimension && <p className="text-sm text-muted">{dimension.nm}</p>}
            <p className="text-sm text-muted">
              {t('line.unit_price', { price: formatEuros(unit, language) })}
            </p>
            {freeQuantity > 0 && (
              <p className="text-sm font-semibold text-brand-700" data-testid="free-units">
                {t('line.free_units', { count: freeQuantity })}
              </p>
            )}
          </div>
          <p className="shrink-0 font-semibold">
            {formatEuros(Math.round(unit * item.quantity * 100) / 100, language)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <QuantityControl
            value={item.quantity}
            max={item.orderMaxQuantity}
            label={t('line.quantity_of', { name: product.nm })}
            onChange={(quantity) => changeCartQuantity(language, product, item.dimensionId, quantity)}
          />
          <button
            type="button"
            className="text-sm text-muted underline hover:text-sale"
            onClick={() => removeFromCart(language, product, item.dimensionId)}
          >
            {t('line.remove')}
          </button>
        </div>
        {notice && (
          <p
            className={`text-sm ${notice.tone === 'warning' ? 'text-sale' : 'text-brand-700'}`}
            data-testid={notice.tone === 'warning' ? 'line-problem' : 'line-notice'}
          >
            {t(notice.key, notice.values)}
          </p>
        )}
        {isGiftCard(product) && line && <GiftCardForm line={line} />}
        {!isGiftCard(product) && extra?.(item)}
      </div>
    </li>
  );
}

/** The cart page: lines, quantities, removal, gift-card forms and the server's totals. */
export function CartPage({ lineExtra }: { lineExtra?: CartLineExtra } = {}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const lines = useCartLines();
  const { data, loading, error } = useCartItems(language, lines);
  const [inputs, setInputs] = useTotalsInputs();

  // Lines whose product is no longer returned are dropped from the stored cart (spec 000 §4),
  // once the answer is for the lines as they are now.
  useEffect(() => {
    if (loading || error || !data) return;
    const present = new Set(data.items.map((item) => `${item.productId}:${item.dimensionId}`));
    dropLines((line) => present.has(`${line.productId}:${line.dimensionId}`));
  }, [data, loading, error]);

  const request = useMemo(() => buildTotalsRequest(lines, inputs), [lines, inputs]);
  const settled = useTotalsRequest(request);
  const totals = useCartTotals(language, settled);

  if (lines.length === 0) {
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-2xl font-semibold">{t('page.title')}</h1>
        <p className="mt-4 text-muted">{t('page.empty')}</p>
        <LocalizedLink to="/" className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-white">
          {t('page.continue_shopping')}
        </LocalizedLink>
      </div>
    );
  }

  const items = data?.items ?? [];
  const engineLines = totals.data?.lines ?? [];
  const gifts = engineLines.filter((line) => line.AutoInserted);
  return (
    <div className="container-page py-8">
      <h1 className="mb-6 text-2xl font-semibold">{t('page.title')}</h1>
      {/* Columns that may shrink below their content's width, so the lines fit a 360 px screen. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <section aria-label={t('page.lines')}>
          {loading && !data && <p className="text-muted">{t('page.loading')}</p>}
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <CartLineRow
                key={`${item.productId}:${item.dimensionId}`}
                item={item}
                extra={lineExtra}
                line={lines.find(
                  (line) => line.productId === item.productId && line.dimensionId === item.dimensionId,
                )}
                freeQuantity={
                  engineLines.find(
                    (line) =>
                      !line.AutoInserted &&
                      line.pid === item.productId &&
                      line.dimension === item.dimensionId,
                  )?.free_qty ?? 0
                }
              />
            ))}
          </ul>
          {gifts.length > 0 && (
            <ul className="mt-4 space-y-2" aria-label={t('page.gifts')}>
              {gifts.map((gift) => (
                <li
                  key={`${gift.pid}:${gift.dimension}`}
                  className="flex justify-between rounded-md bg-brand-50 px-4 py-3 text-sm"
                  data-testid="gift-line"
                >
                  <span>
                    <strong>{t('page.gift_badge')}</strong> {gift.nm} × {gift.quantity}
                  </span>
                  <span className="font-semibold">{formatEuros(0, language)}</span>
                </li>
              ))}
            </ul>
          )}
          {totals.data?.offers.map((offer) => (
            <GiftOfferChooser
              key={offer.prom_policy_id}
              offer={offer}
              chosen={inputs.offers.find((item) => item.prom_policy_id === offer.prom_policy_id)?.pid}
              onChoose={(pid) =>
                setInputs({
                  ...inputs,
                  offers: [
                    ...inputs.offers.filter((item) => item.prom_policy_id !== offer.prom_policy_id),
                    { prom_policy_id: offer.prom_policy_id, pid },
                  ],
                })
              }
            />
          ))}
        </section>
        <CartTotalsPanel
          totals={totals.data}
          loading={totals.loading || settled !== request}
          inputs={inputs}
          onInputs={setInputs}
        />
      </div>
    </div>
  );
}
