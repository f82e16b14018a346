import { describe, expect, it } from 'vitest';
import { stepperState } from './checkout-steps';

describe('the checkout stepper', () => {
  it('fills the line half way until the shopper reaches shipping and payment', () => {
    expect(stepperState('login')).toEqual({ current: 0, line: 'half', completed: [false, false, false] });
    expect(stepperState('information')).toEqual({
      current: 1,
      line: 'half',
      completed: [true, false, false],
    });
    expect(stepperState('failure').line).toBe('half');
  });

  it('fills the line on shipping-payment, payment and success', () => {
    for (const stage of ['shipping-payment', 'payment', 'success'] as const) {
      expect(stepperState(stage).line).toBe('full');
    }
  });

  it('completes the payment step only on success', () => {
    expect(stepperState('shipping-payment').completed).toEqual([true, true, false]);
    expect(stepperState('payment').completed).toEqual([true, true, false]);
    expect(stepperState('failure').completed).toEqual([true, true, false]);
    expect(stepperState('success').completed).toEqual([true, true, true]);
  });
});
