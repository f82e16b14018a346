import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { FieldError } from '~/components/ui/form-field';
import { useCartLines, useTotalsInputs, useTotalsRequest } from '~/features/cart';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { readStoredCustomer, useIsAuthenticated } from '~/lib/session';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';
import { buildOrderRequest } from '../build-order-request';
import { useOrderTotals } from '../checkout-data';
import { updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';
import { informationSchema } from '../information-check';
import { detailsFields, visibleErrors } from '../totals-errors';
import { useCheckoutCartGuard } from '../use-checkout-cart-guard';
import { usePlaceOrder } from '../use-place-order';
import { OrderTotalsPanel } from './order-totals-panel';
import { PaymentChoice } from './payment-choice';
import { ShippingChoice } from './shipping-choice';

/** checkout-shipping-payment: shipping, then store, locker or address, payment, redemptions, consents and Pay. */
export function ShippingPaymentPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const ready = useCheckoutCartGuard();
  const signedIn = useIsAuthenticated();
  const draft = useCheckoutDraft();
  const lines = useCartLines();
  const [inputs, setInputs] = useTotalsInputs();
  const [attempted, setAttempted] = useState(false);
  const email = signedIn ? (readStoredCustomer()?.email ?? '') : draft.eml;
  const { place, pending, errors: saveErrors } = usePlaceOrder(email);

  // The details step comes first: an incomplete draft (a new tab, an old session) goes back there.
  useEffect(() => {
    if (ready && !informationSchema.safeParse(draft).success)
      navigate(localize('/checkout-information'), { replace: true });
  }, [ready, draft, navigate, localize]);

  const request = useMemo(() => buildOrderRequest(draft, lines, inputs), [draft, lines, inputs]);
  const settled = useTotalsRequest(request);
  const totals = useOrderTotals(language, settled);
  const recomputing = totals.loading || settled !== request;

  const errors = { ...visibleErrors(totals.data?.errors ?? {}, attempted), ...saveErrors };
  const detailsErrors = detailsFields(errors);

  return (
    <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[1fr_380px] lg:items-start">
      <div className="space-y-8">
        <h1 className="text-2xl font-semibold">{t('shipping_payment.title')}</h1>
        {detailsErrors.length > 0 && (
          <p role="alert" className="rounded-md border border-sale p-3 text-sm text-sale">
            {t('shipping_payment.details_errors')}{' '}
            <LocalizedLink to="/checkout-information" className="underline">
              {t('shipping_payment.fix_details')}
            </LocalizedLink>
          </p>
        )}
        <ShippingChoice
          errors={errors}
          totals={totals.data}
          pickupDays={recomputing ? undefined : totals.data?.pck}
        />
        <PaymentChoice totals={totals.data} errors={errors} />
      </div>
      {/* On a phone the totals and the codes come before the consents and Pay. */}
      <OrderTotalsPanel
        className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        totals={totals.data}
        recomputing={recomputing}
        inputs={inputs}
        onInputs={setInputs}
        signedIn={signedIn}
        errors={errors}
      />
      <div className="space-y-8 lg:col-start-1">
        <section className="space-y-3" aria-labelledby="consents-title">
          <h2 id="consents-title" className="text-lg font-semibold">
            {t('consents.title')}
          </h2>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="hasAcceptedTerms"
              className="mt-1"
              checked={draft.hasAcceptedTerms}
              onChange={(event) => updateCheckoutDraft({ hasAcceptedTerms: event.target.checked })}
              aria-invalid={Boolean(errors.hasAcceptedTerms)}
              aria-describedby={errors.hasAcceptedTerms ? 'terms-error' : undefined}
            />
            <span>
              {t('consents.terms')}{' '}
              <LocalizedLink to="/pages/terms-of-use" className="text-brand-700 underline" target="_blank">
                {t('consents.terms_link')}
              </LocalizedLink>
            </span>
          </label>
          <FieldError id="terms-error" errors={errors.hasAcceptedTerms} />
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="hasAcceptedNewsletter"
              className="mt-1"
              checked={draft.hasAcceptedNewsletter}
              onChange={(event) => updateCheckoutDraft({ hasAcceptedNewsletter: event.target.checked })}
            />
            <span>{t('consents.newsletter')}</span>
          </label>
        </section>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <LocalizedLink to="/checkout-information" className="text-brand-700 underline">
            {t('shipping_payment.back')}
          </LocalizedLink>
          <button
            type="button"
            disabled={!hydrated || !ready || pending}
            aria-busy={pending}
            onClick={() => {
              setAttempted(true);
              // The total on screen, when it is the request's: the server refuses to charge more.
              void place(!recomputing && totals.data ? { ...request, amt: totals.data.amt } : request);
            }}
            className="w-full rounded-md bg-brand-700 px-8 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
          >
            {pending ? t('shipping_payment.paying') : t('shipping_payment.pay')}
          </button>
        </div>
      </div>
    </div>
  );
}
