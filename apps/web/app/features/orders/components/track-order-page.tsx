import { type OrderDetails, orderTrackingRequestSchema } from '@shop/contract';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { readStoredCustomer, useIsAuthenticated } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';
import { useOrder } from '../api/get-order';
import { OrderDetailsView } from './order-details-view';

/**
 * track-order and track-order/{uid} (and their profile forms): the order's uid and the email it
 * was placed with show its progress. A signed-in customer's own orders need no email.
 */
export function TrackOrderPage({
  uid: routeUid,
  extras,
}: {
  uid: string | null;
  /** What other features show of the order below it (its documents), given the email it was read with. */
  extras?: (order: OrderDetails, email: string | null) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const signedIn = useIsAuthenticated();
  // A link from the order's own page may carry the email it was placed with.
  const linkedEmail = (useLocation().state as { email?: unknown } | null)?.email;
  const [asked, setAsked] = useState<{ uid: string; email: string | null } | null>(
    routeUid ? { uid: routeUid, email: typeof linkedEmail === 'string' ? linkedEmail : null } : null,
  );
  const { errors, pending, onSubmit } = useContractForm(orderTrackingRequestSchema, async (body) => {
    setAsked(body);
  });
  // A signed-in customer's uid from the link is enough; a guest adds the email.
  const enabled = asked !== null && (asked.email !== null || signedIn);
  const order = useOrder(language, asked?.uid ?? '', asked?.email ?? null, enabled);
  const notFound = order.error instanceof ApiRequestError && [400, 404].includes(order.error.status);
  const defaultEmail = signedIn ? (readStoredCustomer()?.email ?? '') : '';

  return (
    <section className="container-page space-y-8 py-10">
      <h1 className="text-2xl font-semibold">{t('track.title')}</h1>
      {!(order.data && enabled) && (
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('track.title')}
          className="max-w-md space-y-4"
        >
          <p className="text-sm text-muted">{t('track.text')}</p>
          <TextField name="uid" label={t('track.uid')} defaultValue={routeUid ?? ''} errors={errors.uid} />
          <TextField
            key={defaultEmail}
            name="email"
            type="email"
            autoComplete="email"
            label={t('track.email')}
            defaultValue={defaultEmail}
            errors={errors.email}
          />
          <SubmitButton pending={pending || (enabled && order.loading)}>{t('track.submit')}</SubmitButton>
        </form>
      )}
      {enabled && notFound && (
        <p role="alert" className="text-sale">
          {t('track.not_found')}
        </p>
      )}
      {enabled && order.error !== undefined && !notFound && (
        <p role="alert" className="text-sale">
          {t('track.failed')}
        </p>
      )}
      {enabled && order.data && <OrderDetailsView order={order.data} />}
      {enabled && order.data && extras?.(order.data, asked?.email ?? null)}
    </section>
  );
}
