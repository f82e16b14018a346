import { RETURN_METHODS, RETURN_REASONS, RETURN_STATUSES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import el from './locales/route/el.json';
import en from './locales/route/en.json';
import { moneySteps, RETURN_STATES, STATE_CHOICES } from './return-states';
import { refundFormSchema, STEP_FORMS } from './step-forms';

const bundles = { el, en } as const;
const text = (bundle: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('the returns inbox states', () => {
  it('offers every state of the contract in its filter, in the contract order', () => {
    expect(STATE_CHOICES.map((choice) => choice.state)).toEqual([...RETURN_STATUSES]);
  });

  it.each(Object.entries(bundles))('names every state, reason, method and step in %s', (_, bundle) => {
    const keys = [
      ...RETURN_STATUSES.map((state) => RETURN_STATES[state].label),
      ...RETURN_REASONS.map((reason) => `reasons.${reason}`),
      ...RETURN_METHODS.map((method) => `methods.${method}`),
      ...Object.keys(STEP_FORMS).flatMap((step) => [
        `steps.${step}`,
        `confirm.${step}_title`,
        `confirm.${step}_text`,
        `done.${step}`,
      ]),
    ];
    expect(keys.filter((key) => typeof text(bundle, key) !== 'string')).toEqual([]);
  });

  it("offers the money's steps of a refunded return by the refund's state at the provider", () => {
    const refunded = (pst: string | null) => ({
      st: 'refunded' as const,
      refund: { amt: 5, cash: 5, gift: 0, pntBack: 0, pntTaken: 0, ded: 0, dedReason: null, pst, doc: null },
    });
    expect(moneySteps(refunded('due'))).toEqual(['paid']);
    expect(moneySteps(refunded('retry'))).toEqual(['resend']);
    expect(moneySteps(refunded('unknown'))).toEqual(['landed', 'resend']);
    for (const settled of ['completed', 'paid', 'pending', 'failed', null])
      expect(moneySteps(refunded(settled))).toEqual([]);
    expect(moneySteps({ st: 'received', refund: null })).toEqual([]);
  });

  it('offers the steps the API takes from each state, and none after a final one', () => {
    expect(RETURN_STATES.requested.steps).toEqual(['approve', 'reject']);
    expect(RETURN_STATES.approved.steps).toEqual(['transit', 'receive', 'reject']);
    expect(RETURN_STATES.in_transit.steps).toEqual(['receive']);
    expect(RETURN_STATES.received.steps).toEqual(['refund']);
    expect(RETURN_STATES.refunded.steps).toEqual([]);
    expect(RETURN_STATES.rejected.steps).toEqual([]);
  });
});

describe('the step forms', () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  };

  it('sends no location when none is chosen (the shop returns location) and the chosen one else', () => {
    const { schema, input } = STEP_FORMS.receive;
    expect(schema.safeParse(input(form({ id: '7', loc: '' })))).toEqual({
      success: true,
      data: { id: 7, writeOff: [] },
    });
    expect(schema.safeParse(input(form({ id: '7', loc: '3' })))).toEqual({
      success: true,
      data: { id: 7, loc: 3, writeOff: [] },
    });
  });

  it('writes off the ticked lines with their reasons, and asks for the reason of each', () => {
    const { schema, input } = STEP_FORMS.receive;
    const data = form({ id: '7', loc: '', 'why-11': ' Ανοιγμένο ', 'why-12': 'unused' });
    data.append('off', '11');
    expect(schema.safeParse(input(data))).toEqual({
      success: true,
      data: { id: 7, writeOff: [{ olid: 11, reason: 'Ανοιγμένο' }] },
    });
    data.append('off', '13');
    const missing = schema.safeParse(input(data));
    expect(missing.success).toBe(false);
    if (!missing.success)
      expect(missing.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['writeOff', 1, 'reason'], 'required_field'],
      ]);
  });

  it('refuses a rejection without its note', () => {
    const { schema, input } = STEP_FORMS.reject;
    expect(schema.safeParse(input(form({ id: '7', note: '  ' }))).success).toBe(false);
  });

  it('reads a lowered refund with a decimal comma, and refunds the computed amount when blank', () => {
    const { schema, input } = STEP_FORMS.refund;
    expect(schema.safeParse(input(form({ id: '7', amt: '12,50', reason: 'Χτυπημένη συσκευασία' })))).toEqual({
      success: true,
      data: { id: 7, amt: 12.5, reason: 'Χτυπημένη συσκευασία' },
    });
    expect(schema.safeParse(input(form({ id: '7', amt: '', reason: '' })))).toEqual({
      success: true,
      data: { id: 7 },
    });
  });

  it('asks for the reason of a lowered refund before it is sent, and leaves a raised one to the API', () => {
    const { input } = STEP_FORMS.refund;
    const lowered = refundFormSchema(20).safeParse(input(form({ id: '7', amt: '15', reason: '' })));
    expect(lowered.success).toBe(false);
    if (!lowered.success)
      expect(lowered.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['reason'], 'reason_required'],
      ]);
    expect(refundFormSchema(20).safeParse(input(form({ id: '7', amt: '20', reason: '' }))).success).toBe(
      true,
    );
    expect(refundFormSchema(20).safeParse(input(form({ id: '7', amt: '25', reason: '' }))).success).toBe(
      true,
    );
  });
});
