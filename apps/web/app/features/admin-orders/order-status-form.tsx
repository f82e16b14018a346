import { type AdminOrderDetail, OrderStatus } from '@shop/contract';
import { useState } from 'react';
import { SelectField, SubmitButton, TextAreaField, TextField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { AdminForm } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { statusKey } from './order-status';
import { staffStatusChangeSchema, statusChangeInput } from './status-change';

/** The customer's note's label says what the chosen move asks for: a tracking number, a reason, or anything. */
function noteLabel(status: number): string {
  if (status === OrderStatus.InDelivery) return 'orders.tracking_number';
  if (status === OrderStatus.Cancelled || status === OrderStatus.NotDelivered) return 'orders.reason';
  if (
    status === OrderStatus.Refund ||
    status === OrderStatus.Returned ||
    status === OrderStatus.PartiallyReturned
  ) {
    return 'orders.return_note';
  }
  return 'orders.note';
}

function StatusFields({
  order,
  errors,
  pending,
}: {
  order: AdminOrderDetail;
  errors: FieldErrors;
  pending: boolean;
}) {
  const { t } = useTranslation('admin');
  const [next, setNext] = useState<number>(order.next[0] ?? 0);
  return (
    <div className="space-y-3">
      <input type="hidden" name="uid" value={order.uid} />
      <SelectField
        name="st"
        label={t('orders.next_status')}
        value={next}
        onChange={(event) => setNext(Number(event.target.value))}
        errors={errors.st}
      >
        {order.next.map((code) => (
          <option key={code} value={code}>
            {t(statusKey(code))}
          </option>
        ))}
      </SelectField>
      {/* Two notes, labelled for who reads them: the customer's is in their history and mail. */}
      <div>
        <TextField
          name="note"
          label={t('orders.to_customer', { what: t(noteLabel(next)) })}
          maxLength={200}
          errors={errors.note}
          optional={next !== OrderStatus.InDelivery}
        />
        <p className="mt-1 text-xs text-muted">{t('orders.customer_sees')}</p>
      </div>
      <div>
        <TextAreaField
          name="inote"
          label={t('orders.internal_note')}
          maxLength={1000}
          rows={2}
          errors={errors.inote}
          optional
        />
        <p className="mt-1 text-xs text-muted">{t('orders.internal_hidden')}</p>
      </div>
      <SubmitButton pending={pending}>{t('orders.change_status')}</SubmitButton>
    </div>
  );
}

/** Moves the order on, only along the transition table (the API offers the allowed next statuses). */
export function OrderStatusForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  return (
    <AdminForm
      intent="status"
      schema={staffStatusChangeSchema}
      input={statusChangeInput}
      doneText={t('orders.status_changed')}
    >
      {/* Drawn afresh once the order has moved: the next moves and an empty note. */}
      {({ errors, pending }) => (
        <StatusFields key={order.st} order={order} errors={errors} pending={pending} />
      )}
    </AdminForm>
  );
}
