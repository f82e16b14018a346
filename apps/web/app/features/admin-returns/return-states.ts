import { type AdminReturn, RETURN_STATUSES } from '@shop/contract';

export type ReturnState = AdminReturn['st'];
export type ReturnStep = 'approve' | 'reject' | 'transit' | 'receive' | 'refund' | MoneyStep;
/** Steps on a refunded return's money: the bank transfer made, a refund sent again, one found made. */
export type MoneyStep = 'paid' | 'resend' | 'landed';

/**
 * Each state of a return as staff see it (decision 048): its label's key,
 * its badge's colours and the steps it allows (the API's moves: requested → approved | rejected,
 * approved → rejected | in_transit | received, in_transit → received, received → refunded).
 * A record over the contract's states, so a state added there must be given its label and steps.
 */
export const RETURN_STATES: Record<
  ReturnState,
  { label: `states.${ReturnState}`; steps: readonly ReturnStep[]; tone: string }
> = {
  requested: { label: 'states.requested', steps: ['approve', 'reject'], tone: 'bg-amber-100 text-amber-900' },
  approved: {
    label: 'states.approved',
    steps: ['transit', 'receive', 'reject'],
    tone: 'bg-brand-50 text-brand-800',
  },
  in_transit: { label: 'states.in_transit', steps: ['receive'], tone: 'bg-sky-100 text-sky-900' },
  rejected: { label: 'states.rejected', steps: [], tone: 'bg-gray-100 text-gray-700' },
  received: { label: 'states.received', steps: ['refund'], tone: 'bg-brand-50 text-brand-800' },
  refunded: { label: 'states.refunded', steps: [], tone: 'bg-green-100 text-green-900' },
};

/** The inbox's state filter, in the contract's order. */
export const STATE_CHOICES = RETURN_STATUSES.map((state) => ({ state, label: RETURN_STATES[state].label }));

/**
 * The steps a refunded return's money allows, by its state at the payments module (decision 048):
 * a bank transfer due is marked made; a refund the provider did not answer is sent again with its
 * key; one whose outcome is unknown (a provider without a key) is settled by what staff found at
 * the provider: made, or not made and sent again.
 */
export function moneySteps(item: Pick<AdminReturn, 'st' | 'refund'>): MoneyStep[] {
  if (item.st !== 'refunded') return [];
  const state = item.refund?.pst;
  if (state === 'due') return ['paid'];
  if (state === 'retry') return ['resend'];
  if (state === 'unknown') return ['landed', 'resend'];
  return [];
}
