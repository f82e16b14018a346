import type { AdminProduct } from '@shop/contract';
import { checked, idValues, numberOrBlank, numberOrNull } from '~/features/admin-frame';

type Dimension = AdminProduct['dimensions'][number];

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The sizes and colours a form leaves as they are, carried in a hidden field; their prices are fields. */
export function dimensionsField(dimensions: Dimension[]): string {
  return JSON.stringify(
    dimensions.map(({ id, type, code, barcode, el, en, colorValue }) => ({
      id,
      type,
      code,
      barcode,
      el,
      en,
      colorValue,
    })),
  );
}

function carriedDimensions(form: FormData): Omit<Dimension, 'prc' | 'lprc' | 'stock'>[] {
  try {
    const value: unknown = JSON.parse(text(form, 'dimensions'));
    return Array.isArray(value) ? (value as Omit<Dimension, 'prc' | 'lprc' | 'stock'>[]) : [];
  } catch {
    return [];
  }
}

/**
 * The product form as `adminProductSaveSchema` reads it. Field names are the schema's paths
 * (`el.nm`, `dimensions.0.prc`), so the errors of the browser's check and of the API land on them.
 */
export function productSaveInput(form: FormData): unknown {
  const texts = (language: 'el' | 'en') => ({
    nm: text(form, `${language}.nm`),
    sdsc: text(form, `${language}.sdsc`),
    dsc: text(form, `${language}.dsc`),
  });
  const barcode = text(form, 'barcode').trim();
  return {
    id: numberOrBlank(form.get('id')),
    code: text(form, 'code'),
    barcode: barcode === '' ? null : barcode,
    eurl: text(form, 'eurl'),
    el: texts('el'),
    en: texts('en'),
    manufacturerId: numberOrNull(form.get('manufacturerId')),
    categoryIds: idValues(form, 'categoryIds'),
    statusIds: idValues(form, 'statusIds'),
    availability: numberOrBlank(form.get('availability')),
    isPublished: checked(form, 'isPublished'),
    addDisabled: checked(form, 'addDisabled'),
    nonReturnable: checked(form, 'nonReturnable'),
    orderMaxQuantity: numberOrNull(form.get('orderMaxQuantity')),
    prc: numberOrBlank(form.get('prc')),
    lprc: numberOrNull(form.get('lprc')),
    rprc: numberOrNull(form.get('rprc')),
    dscp: numberOrNull(form.get('dscp')) ?? 0,
    dimensions: carriedDimensions(form).map((dimension, index) => ({
      ...dimension,
      prc: numberOrNull(form.get(`dimensions.${index}.prc`)),
      lprc: numberOrNull(form.get(`dimensions.${index}.lprc`)),
    })),
  };
}

/** The stock form as `adminStockSaveSchema` reads it: one line per size, or the product's own. */
export function stockSaveInput(form: FormData): unknown {
  const lines = form.getAll('line').map((_, index) => ({
    dimensionId: numberOrNull(form.get(`lines.${index}.dimensionId`)),
    stock: numberOrBlank(form.get(`lines.${index}.stock`)),
  }));
  return { id: numberOrBlank(form.get('id')), lines };
}
