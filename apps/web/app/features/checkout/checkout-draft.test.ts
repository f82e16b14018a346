import { orderSaveRequestSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { draftOrderFields, EMPTY_CHECKOUT_DRAFT, parseCheckoutDraft } from './checkout-draft';

describe('the checkout draft in session storage', () => {
  it('starts with same-as-billing on, a receipt and Greece (spec 001 §3), and the newsletter unticked (decision 040)', () => {
    const draft = parseCheckoutDraft(null);
    expect(draft.sameShippingAsBilling).toBe(true);
    // Consent is given by ticking the box, never by leaving a ticked one alone (GDPR art. 7).
    expect(draft.hasAcceptedNewsletter).toBe(false);
    expect(draft.rt).toBe('receipt');
    expect(draft.ctid).toBe(1);
    expect(draft.dctid).toBe(1);
  });

  it('keeps stored fields of the right type and drops the rest', () => {
    const draft = parseCheckoutDraft(
      JSON.stringify({ fnm: 'Μαρία', crid: 3, stid: 'x', rt: 'bill', lckid: 'L-1', extra: 1, inst: '3' }),
    );
    expect(draft.fnm).toBe('Μαρία');
    expect(draft.crid).toBe(3);
    expect(draft.stid).toBeNull();
    expect(draft.rt).toBe('receipt');
    expect(draft.lckid).toBe('L-1');
    expect(draft.inst).toBe(1);
    expect(draft).not.toHaveProperty('extra');
  });

  it('survives unreadable storage', () => {
    expect(parseCheckoutDraft('{not json')).toEqual(EMPTY_CHECKOUT_DRAFT);
    expect(parseCheckoutDraft('"text"')).toEqual(EMPTY_CHECKOUT_DRAFT);
  });

  it('becomes an order form the contract accepts once it is complete', () => {
    const fields = draftOrderFields({
      ...EMPTY_CHECKOUT_DRAFT,
      eml: 'guest@example.gr',
      fnm: 'Μαρία',
      lnm: 'Παπαδοπούλου',
      mob: '6912345678',
      crid: 2,
      adr1: 'Ερμού 1',
      ct: 'Λαμία',
      pc: '35100',
      stid: 1,
      ptid: 2,
      lockerLabel: 'shown only',
      hasAcceptedTerms: true,
    });
    expect(fields).not.toHaveProperty('lockerLabel');
    expect(fields.tsid).toBeUndefined();
    const parsed = orderSaveRequestSchema.safeParse({ ...fields, lines: [{ pid: 1, pdid: 0, qty: 1 }] });
    expect(parsed.success).toBe(true);
  });

  it('leaves a missing region for the contract to report', () => {
    const fields = draftOrderFields({ ...EMPTY_CHECKOUT_DRAFT, stid: 1, ptid: 1 });
    const parsed = orderSaveRequestSchema.safeParse({ ...fields, lines: [{ pid: 1, qty: 1 }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('crid');
  });
});
