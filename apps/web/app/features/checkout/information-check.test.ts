import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_DRAFT } from './checkout-draft';
import { informationSchema } from './information-check';

const complete = {
  ...EMPTY_CHECKOUT_DRAFT,
  fnm: 'Νίκος',
  lnm: 'Γεωργίου',
  mob: '6912345678',
  crid: 4,
  adr1: 'Ρούσβελτ 10',
  ct: 'Λάρισα',
  pc: '41222',
};

function fieldsWithErrors(input: unknown): string[] {
  const result = informationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the details step check', () => {
  it('passes complete billing details and leaves the terms to the payment step', () => {
    expect(informationSchema.safeParse(complete).success).toBe(true);
  });

  it('names every missing billing field', () => {
    expect(fieldsWithErrors(EMPTY_CHECKOUT_DRAFT).sort()).toEqual([
      'adr1',
      'crid',
      'ct',
      'fnm',
      'lnm',
      'mob',
      'pc',
    ]);
  });

  it('checks the delivery address only when it differs from billing', () => {
    expect(fieldsWithErrors({ ...complete, sameShippingAsBilling: false })).toContain('dadr1');
    expect(fieldsWithErrors({ ...complete, sameShippingAsBilling: true })).toEqual([]);
  });

  it('asks an invoice for the company and a valid ΑΦΜ', () => {
    const invoice = {
      ...complete,
      rt: 'invoice' as const,
      cnm: 'Φαρμακείο ΟΕ',
      irs: 'Λάρισας',
      job: 'Φαρμακείο',
    };
    expect(fieldsWithErrors({ ...invoice, vat: '123456789' })).toEqual(['vat']);
    expect(fieldsWithErrors({ ...invoice, vat: '094014201' })).toEqual([]);
    expect(fieldsWithErrors({ ...complete, rt: 'invoice' }).sort()).toEqual(['cnm', 'irs', 'job', 'vat']);
  });
});
