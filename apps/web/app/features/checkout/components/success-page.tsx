import { OrderStatus } from '@shop/contract';
import { useEffect } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { emptyCartAfterOrder, pushAnalytics } from '~/features/cart';
import { BankAccounts, OrderDetailsView, useOrder } from '~/features/orders';
import { useLanguage } from '~/lib/language';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';
import { resetCheckoutChoices } from '../checkout-draft';
import { readPlacedOrder } from '../placed-order';
import { firstSightOfPurchase, purchaseEvent } from '../purchase-event';

/**
 * checkout-success/{uid}: the order code and what happens next (the bank accounts for a deposit,
 * the store's hours for takeaway, the locker). The cart empties and the purchase is reported once.
 */
export function SuccessPage({ uid }: { uid: string }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const hydrated = useHydrated();
  const placed = hydrated ? readPlacedOrder() : null;
  const email = placed?.uid === uid ? placed.email : null;
  const order = useOrder(language, uid, email, hydrated);

  useEffect(() => {
    if (!order.data || order.data.st === OrderStatus.Cancelled) return;
    if (!firstSightOfPurchase(order.data.uid)) return;
    emptyCartAfterOrder(language);
    resetCheckoutChoices();
    pushAnalytics('purchase', purchaseEvent(order.data));
  }, [order.data, language]);

  const data = order.data;
  if (data?.st === OrderStatus.Cancelled) {
    return (
      <div className="mx-auto max-w-xl space-y-4 text-center">
        <h1 className="text-2xl font-semibold">{t('success.cancelled_title', { code: data.code })}</h1>
        <p>{t('success.cancelled_text')}</p>
        <LocalizedLink to="/cart" className="inline-block text-brand-700 underline">
          {t('failure.back_to_cart')}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="rounded-lg border border-brand-700 bg-brand-50 p-6 text-center">
        <h1 className="text-2xl font-semibold">{t('success.title')}</h1>
        {data && (
          <p className="mt-2 text-lg">
            {t('success.code')} <strong data-testid="order-code">{data.code}</strong>
          </p>
        )}
        <p className="mt-2 text-sm text-muted">{t('success.mail')}</p>
      </div>
      {!order.data && order.error === undefined && <p aria-busy="true">{t('loading')}</p>}
      {order.error !== undefined && <p className="text-sale">{t('success.not_loaded')}</p>}
      {data && (
        <section className="space-y-3" aria-labelledby="next-steps">
          <h2 id="next-steps" className="text-lg font-semibold">
            {t('success.next')}
          </h2>
          {data.payment.provider === 'bank_deposit' && (
            <>
              <p>{t('success.next_bank_deposit')}</p>
              <BankAccounts banks={data.banks} code={data.code} />
            </>
          )}
          {data.store && (
            <p data-testid="next-store">{t('success.next_takeaway', { store: data.store.nm })}</p>
          )}
          {data.locker && (
            <p data-testid="next-locker">{t('success.next_locker', { locker: data.locker.nm })}</p>
          )}
          {data.shipping.kind === 'courier' && <p>{t('success.next_courier')}</p>}
        </section>
      )}
      {data && <OrderDetailsView order={data} withBankAccounts={false} />}
      <div className="flex flex-wrap gap-4">
        <LocalizedLink to="/" className="rounded-md bg-brand-700 px-5 py-2.5 text-white">
          {t('success.continue_shopping')}
        </LocalizedLink>
        <LocalizedLink
          to={`/track-order/${uid}`}
          state={{ email }}
          className="rounded-md border border-brand-700 px-5 py-2.5 text-brand-800"
        >
          {t('success.track')}
        </LocalizedLink>
      </div>
    </div>
  );
}
