import { useTranslation } from '~/lib/use-translation';

/** When the chosen store can hand the order over: now (it holds the lines) or once stock is moved there. */
export function PickupPromise({ days }: { days: number }) {
  const { t } = useTranslation('checkout');
  return (
    <p className="text-sm" data-testid="pickup-promise" aria-live="polite">
      {days === 0 ? t('shipping.store_ready_now') : t('shipping.store_ready_in', { count: days })}
    </p>
  );
}
