/** Where in the checkout a page is; the payment routes are the `payment` stage. */
export type CheckoutStage = 'login' | 'information' | 'shipping-payment' | 'payment' | 'success' | 'failure';

export const CHECKOUT_STEPS = ['sign_in', 'details', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface StepperState {
  /** Index in CHECKOUT_STEPS of the step the page belongs to. */
  current: number;
  /** How far the line under the steps is filled (spec 001 §2). */
  line: 'half' | 'full';
  /** Per step: done. The payment step is done only once the order succeeded. */
  completed: readonly boolean[];
}

const CURRENT: Record<CheckoutStage, number> = {
  login: 0,
  information: 1,
  'shipping-payment': 2,
  payment: 2,
  success: 2,
  failure: 2,
};

/** Spec 001 §2: the line is half filled by default, full on shipping-payment, payment and success. */
export function stepperState(stage: CheckoutStage): StepperState {
  const current = CURRENT[stage];
  const full = stage === 'shipping-payment' || stage === 'payment' || stage === 'success';
  return {
    current,
    line: full ? 'full' : 'half',
    completed: CHECKOUT_STEPS.map(
      (_, index) => index < current || (stage === 'success' && index === current),
    ),
  };
}
