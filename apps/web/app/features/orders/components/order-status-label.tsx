import { useTranslation } from '~/lib/use-translation';
import { orderStatusKey } from '../order-status';

export function OrderStatusLabel({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  return <span data-testid="order-status">{t(orderStatusKey(status))}</span>;
}
