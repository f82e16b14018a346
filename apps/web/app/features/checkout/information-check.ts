import { orderFormIssues, orderTotalsRequestSchema } from '@shop/contract';
import type { ContractSchema } from '~/components/ui/use-contract-form';
import { type CheckoutDraft, draftOrderFields } from './checkout-draft';

type Checked = ReturnType<typeof draftOrderFields>;

/**
 * The details step's check: the contract's order-form checks of spec 001 §5 for billing, delivery
 * and invoice, without the consents, which the payment step asks for. Lines are the cart's and
 * are checked where the order is priced, so a placeholder line stands in for them here.
 */
export const informationSchema: ContractSchema<Checked> = {
  safeParse(input) {
    const fields = draftOrderFields(input as CheckoutDraft);
    const parsed = orderTotalsRequestSchema.safeParse({ ...fields, lines: [{ pid: 1, qty: 1 }] });
    if (!parsed.success) return { success: false, error: { issues: parsed.error.issues } };
    const issues = orderFormIssues(parsed.data, { giftCardDetailsRequired: false })
      .filter((issue) => issue.path !== 'hasAcceptedTerms')
      .map((issue) => ({ path: [issue.path], message: issue.code }));
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: fields };
  },
};
