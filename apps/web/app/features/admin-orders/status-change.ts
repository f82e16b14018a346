import { OrderStatus, orderStatusChangeRequestSchema } from '@shop/contract';
import * as z from 'zod/mini';
import { numberOrBlank } from '~/features/admin-frame';

/**
 * The contract's status change, and the back office's rule on top: an order handed to the courier
 * carries its tracking number, which the customer's mail and history show.
 */
export const staffStatusChangeSchema = orderStatusChangeRequestSchema.check(
  z.refine((change) => change.st !== OrderStatus.InDelivery || Boolean(change.note), {
    path: ['note'],
    message: 'tracking_required',
  }),
);

export function statusChangeInput(form: FormData): unknown {
  const given = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  return {
    uid: form.get('uid'),
    st: numberOrBlank(form.get('st')),
    note: given('note'),
    inote: given('inote'),
  };
}
