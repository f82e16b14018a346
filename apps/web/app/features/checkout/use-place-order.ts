import { type OrderFormInput, orderSaveRequestSchema } from '@shop/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/components/toasts/toast';
import { type FieldErrors, schemaFieldErrors } from '~/components/ui/use-contract-form';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import { saveOrder } from './api/save-order';
import { readCartToken, renewCartToken } from './cart-token';
import { rememberPlacedOrder } from './placed-order';

/**
 * Pay: the form is checked by the contract, then saved once. A second click while the first is
 * with the server does nothing, and the cart token as `Idempotency-Key` makes a repeated request
 * return the same order. A card goes on to its payment page, anything else to the success page.
 * The body carries the total the shopper was shown (`amt`): the server refuses a dearer order.
 */
export function usePlaceOrder(email: string) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const place = async (body: OrderFormInput) => {
    if (inFlight.current) return;
    const checked = orderSaveRequestSchema.safeParse(body);
    if (!checked.success) {
      setErrors(schemaFieldErrors(checked.error));
      toast.error(t('payment.fix_fields'));
      return;
    }
    inFlight.current = true;
    setPending(true);
    setErrors({});
    try {
      const order = await saveOrder(language, body, readCartToken());
      // The next purchase is a new order; this one is reached through its uid from now on.
      renewCartToken();
      rememberPlacedOrder({ uid: order.uid, code: order.code, email });
      if (order.paymentUrl) {
        window.location.assign(order.paymentUrl);
        return;
      }
      navigate(localize(`/checkout-success/${order.uid}`));
    } catch (error) {
      if (error instanceof ApiRequestError && error.body?.errors) setErrors(error.body.errors);
      // The order no longer costs what was shown (a coupon or gift card taken by another order):
      // the totals are asked again, so the page shows what Pay would now charge.
      if (error instanceof ApiRequestError && error.status === 409) forgetRouteData();
      const message = error instanceof ApiRequestError ? error.body?.message : undefined;
      toast.error(message ?? t('payment.order_problem'));
    }
    inFlight.current = false;
    setPending(false);
  };

  return { place, pending, errors };
}
