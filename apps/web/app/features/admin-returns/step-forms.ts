import {
  adminReturnMoneySchema,
  adminReturnReceiveSchema,
  adminReturnRefundSchema,
  adminReturnRejectSchema,
  adminReturnStepSchema,
} from '@shop/contract';
import * as z from 'zod/mini';
import type { ContractSchema } from '~/components/ui/use-contract-form';
import { numberOrBlank, textOf, textOrNull } from '~/features/admin-frame';
import type { ReturnStep } from './return-states';

const stepInput = (form: FormData) => ({ id: numberOrBlank(form.get('id')) });

/**
 * The receive dialog's lines written off: each ticked `off` box names an order line, whose reason
 * is its `why-<olid>` field; the index of a line here is the index of its errors.
 */
export function writtenOff(form: FormData) {
  return form
    .getAll('off')
    .map((value) => Number(value))
    .map((olid) => ({ olid, reason: textOf(form, `why-${olid}`) }));
}

/**
 * Each step's form read into the contract's body and checked by its schema, in the browser and
 * again in the route's action (`call`: the API's step, the step's own name when left out): the rejection's note, the location (the shop's returns location
 * when none is chosen) and the lines written off, the refund's lower amount and its reason (the computed refund when blank).
 */
export const STEP_FORMS: Record<
  ReturnStep,
  { schema: ContractSchema<object>; input: (form: FormData) => unknown; call?: string }
> = {
  approve: { schema: adminReturnStepSchema, input: stepInput },
  reject: {
    schema: adminReturnRejectSchema,
    input: (form) => ({ ...stepInput(form), note: textOf(form, 'note') }),
  },
  transit: { schema: adminReturnStepSchema, input: stepInput },
  receive: {
    schema: adminReturnReceiveSchema,
    input: (form) => ({
      ...stepInput(form),
      loc: numberOrBlank(form.get('loc')),
      writeOff: writtenOff(form),
    }),
  },
  refund: {
    schema: adminReturnRefundSchema,
    input: (form) => ({
      ...stepInput(form),
      amt: numberOrBlank(form.get('amt')),
      reason: textOrNull(form, 'reason') ?? undefined,
    }),
  },
  paid: {
    schema: adminReturnMoneySchema,
    call: 'money',
    input: (form) => ({ ...stepInput(form), action: 'paid' }),
  },
  // An unknown outcome is sent again only with staff's word that it did not land (`landed` false).
  resend: {
    schema: adminReturnMoneySchema,
    call: 'money',
    input: (form) => ({
      ...stepInput(form),
      action: 'resend',
      landed: form.get('unknown') === 'true' ? false : undefined,
    }),
  },
  landed: {
    schema: adminReturnMoneySchema,
    call: 'money',
    input: (form) => ({ ...stepInput(form), action: 'resend', landed: true }),
  },
};

export const isReturnStep = (intent: string): intent is ReturnStep => Object.hasOwn(STEP_FORMS, intent);

/**
 * The refund's form as staff fill it: a lower amount than `due` needs its reason before it is sent
 * (the API says the same; raising it is left for the API to refuse, in its own words).
 */
export function refundFormSchema(due: number): ContractSchema<object> {
  return adminReturnRefundSchema.check(
    z.superRefine((body, context) => {
      if (body.amt !== undefined && body.amt < due && !body.reason)
        context.addIssue({ code: 'custom', path: ['reason'], message: 'reason_required' });
    }),
  );
}
