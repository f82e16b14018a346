import { adminBrandSaveSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { brandSaveInput } from './taxonomy-input';

function brandForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    eurl: 'some-brand',
    'el.nm': 'Μάρκα',
    'en.nm': 'Brand',
    isPublic: 'on',
    ...fields,
  })) {
    form.set(name, value);
  }
  return form;
}

describe('the brand form', () => {
  it('reads the countries a brand is not sent to as a list of codes', () => {
    const parsed = adminBrandSaveSchema.parse(brandSaveInput(brandForm({ excludedCountries: 'cy, MT  cy' })));
    expect(parsed.excludedCountries).toEqual(['CY', 'MT']);
    expect(adminBrandSaveSchema.parse(brandSaveInput(brandForm({}))).excludedCountries).toEqual([]);
    const bad = adminBrandSaveSchema.safeParse(brandSaveInput(brandForm({ excludedCountries: 'Cyprus' })));
    expect(bad.success).toBe(false);
  });
});
