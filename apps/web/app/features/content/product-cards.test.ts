import { describe, expect, it } from 'vitest';
import { productCodesOf, splitProductCards } from './product-cards';

describe('splitProductCards', () => {
  it('cuts the body at top-level placeholders, keeping the HTML around them whole', () => {
    const parts = splitProductCards(
      '<h2>Ήλιος</h2><p>Κείμενο<br />με αλλαγή</p><div data-product-code="PH100008">Αντηλιακό</div>' +
        '<ul><li>ένα</li></ul>\n<div data-product-code="PH100030"></div><div data-product-code="PH100008">ξανά</div>',
    );
    expect(parts).toEqual([
      { kind: 'html', html: '<h2>Ήλιος</h2><p>Κείμενο<br />με αλλαγή</p>' },
      { kind: 'product', code: 'PH100008', html: 'Αντηλιακό' },
      { kind: 'html', html: '<ul><li>ένα</li></ul>\n' },
      { kind: 'product', code: 'PH100030', html: '' },
      { kind: 'product', code: 'PH100008', html: 'ξανά' },
    ]);
    expect(productCodesOf(parts)).toEqual(['PH100008', 'PH100030']);
  });

  it('leaves a placeholder inside another element, and a body without any, as HTML', () => {
    const nested = '<ul><li><div data-product-code="PH1">κάρτα</div></li></ul><p>τέλος</p>';
    expect(splitProductCards(nested)).toEqual([{ kind: 'html', html: nested }]);
    expect(splitProductCards('<p>απλό</p>')).toEqual([{ kind: 'html', html: '<p>απλό</p>' }]);
    expect(splitProductCards('')).toEqual([]);
  });

  it('keeps a div inside a placeholder in it, and an unclosed placeholder as HTML', () => {
    expect(splitProductCards('<div data-product-code="A"><div>μέσα</div></div><p>μετά</p>')).toEqual([
      { kind: 'product', code: 'A', html: '<div>μέσα</div>' },
      { kind: 'html', html: '<p>μετά</p>' },
    ]);
    expect(splitProductCards('<p>πριν</p><div data-product-code="A">χωρίς τέλος')).toEqual([
      { kind: 'html', html: '<p>πριν</p>' },
      { kind: 'html', html: '<div data-product-code="A">χωρίς τέλος' },
    ]);
  });
});
