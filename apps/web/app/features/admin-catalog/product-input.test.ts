import { adminProductSaveSchema, adminStockSaveSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '~/components/ui/use-contract-form';
import { dimensionsField, productSaveInput, stockSaveInput } from './product-input';

function productForm(changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    id: '12',
    code: 'PH100012',
    barcode: '',
    eurl: 'face-cream-50ml',
    'el.nm': 'Κρέμα προσώπου',
    'el.sdsc': '',
    'el.dsc': '',
    'en.nm': 'Face cream',
    'en.sdsc': '',
    'en.dsc': '',
    manufacturerId: '3',
    availability: '1',
    isPublished: 'on',
    prc: '12,40',
    lprc: '15.50',
    rprc: '',
    dscp: '',
    dimensions: dimensionsField([
      {
        id: 4,
        type: 'Size',
        code: 'PH100012-50',
        barcode: null,
        el: { tx: '50ml' },
        en: { tx: '50ml' },
        colorValue: null,
        prc: null,
        lprc: null,
        stock: 3,
      },
    ]),
    'dimensions.0.prc': '11.00',
    'dimensions.0.lprc': '',
    ...changes,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('categoryIds', '5');
  form.append('categoryIds', '2');
  form.append('statusIds', '1');
  return form;
}

describe('the product form', () => {
  it('reads as the contract expects: decimal commas, blanks as none, every chosen category in order', () => {
    const parsed = adminProductSaveSchema.parse(productSaveInput(productForm()));
    expect(parsed).toMatchObject({
      id: 12,
      prc: 12.4,
      lprc: 15.5,
      rprc: null,
      barcode: null,
      categoryIds: [5, 2],
      statusIds: [1],
      isPublished: true,
      addDisabled: false,
      nonReturnable: false,
      el: { nm: 'Κρέμα προσώπου', sdsc: null },
      dimensions: [{ id: 4, code: 'PH100012-50', prc: 11, lprc: null }],
    });
  });

  it('puts each refusal on the field that caused it, by the same names the form uses', () => {
    const result = adminProductSaveSchema.safeParse(
      productSaveInput(productForm({ prc: '12.345', lprc: '10', 'en.nm': '', 'dimensions.0.prc': 'many' })),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = schemaFieldErrors(result.error);
    expect(errors.prc).toEqual(['invalid_price']);
    expect(errors['en.nm']).toEqual(['required_field']);
    expect(errors['dimensions.0.prc']).toEqual(['invalid_price']);
  });
});

describe('the stock form', () => {
  it('sends one line per size with its id, and refuses a negative or fractional stock there', () => {
    const form = new FormData();
    form.append('id', '12');
    for (const [index, [dimension, stock]] of [
      ['4', '7'],
      ['5', '-1'],
    ].entries()) {
      form.append('line', String(index));
      form.append(`lines.${index}.dimensionId`, dimension ?? '');
      form.append(`lines.${index}.stock`, stock ?? '');
    }
    const result = adminStockSaveSchema.safeParse(stockSaveInput(form));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(schemaFieldErrors(result.error)).toEqual({ 'lines.1.stock': ['invalid_stock'] });
  });
});
