import { describe, expect, it } from 'vitest';
import { createI18n, loadNamespaces, type RouteNamespace } from './i18n';
import { createTranslator, type Messages, type Namespaces } from './translate';

/** Texts shaped as the shop's: a `common` namespace, a feature's, nesting, plurals, formats. */
function namespacesOf(language: 'el' | 'en'): Namespaces {
  const el = language === 'el';
  return {
    common: {
      title: el ? 'Αρχική' : 'Home',
      greeting: el ? 'Γεια σου, {{name}}' : 'Hello, {{name}}',
      header: {
        cart_count_one: el ? 'Καλάθι, {{count, number}} προϊόν' : 'Cart, {{count, number}} item',
        cart_count_other: el ? 'Καλάθι, {{count, number}} προϊόντα' : 'Cart, {{count, number}} items',
      },
      empty: '',
      raw_count: '{{count}} / {{total}}',
    },
    cart: {
      title: el ? 'Καλάθι' : 'Cart',
      points: el
        ? '{{count, number}} από {{balance, number}} πόντους'
        : '{{count, number}} of {{balance, number}} points',
      author: '{{review.author.name}}',
      lines_zero: el ? 'Κανένα προϊόν' : 'No items',
      lines_one: el ? 'Ένα προϊόν' : 'One item',
      lines_other: el ? '{{count}} προϊόντα' : '{{count}} items',
      only_key: el ? 'Σύνολο {{count}}' : 'Total {{count}}',
    },
  };
}

const el = createTranslator('el', namespacesOf('el'));
const en = createTranslator('en', namespacesOf('en'));

describe('createTranslator', () => {
  it('translates a key of the default namespace, nested keys by their dots', () => {
    expect(el.t('title')).toBe('Αρχική');
    expect(en.t('title')).toBe('Home');
    expect(el.t('header.cart_count', { count: 2 })).toBe('Καλάθι, 2 προϊόντα');
  });

  it('fills in values as given, without HTML escaping (React escapes what it renders)', () => {
    expect(en.t('greeting', { name: '<b>Anna & Co</b>' })).toBe('Hello, <b>Anna & Co</b>');
    expect(en.t('raw_count', { count: 1234, total: 0 })).toBe('1234 / 0');
    expect(en.t('cart:author', { review: { author: { name: 'Eleni' } } })).toBe('Eleni');
  });

  it('does not read placeholders inside a value', () => {
    expect(en.t('greeting', { name: '{{name}}' })).toBe('Hello, {{name}}');
  });

  it('keeps the placeholder of a value the call leaves out, and empties a null or undefined one', () => {
    expect(en.t('greeting')).toBe('Hello, {{name}}');
    expect(en.t('greeting', { name: undefined })).toBe('Hello, ');
    expect(en.t('greeting', { name: null })).toBe('Hello, ');
    expect(en.t('cart:points', { count: 5 })).toBe('5 of {{balance, number}} points');
  });

  it('writes `number` values in the language’s format', () => {
    expect(el.t('cart:points', { count: 1234, balance: 15_039 })).toBe('1.234 από 15.039 πόντους');
    expect(en.t('cart:points', { count: 1234, balance: 15_039 })).toBe('1,234 of 15,039 points');
    expect(el.t('cart:points', { count: 2.5, balance: 1_234_567.5 })).toBe('2,5 από 1.234.567,5 πόντους');
  });

  it('picks the plural form of the language for a count, `_zero` first for 0', () => {
    expect(el.t('header.cart_count', { count: 1 })).toBe('Καλάθι, 1 προϊόν');
    expect(el.t('header.cart_count', { count: 0 })).toBe('Καλάθι, 0 προϊόντα');
    expect(en.t('header.cart_count', { count: 1 })).toBe('Cart, 1 item');
    expect(en.t('header.cart_count', { count: 1.5 })).toBe('Cart, 1.5 items');
    expect(en.t('cart:lines', { count: 0 })).toBe('No items');
    expect(en.t('cart:lines', { count: 1 })).toBe('One item');
    expect(en.t('cart:lines', { count: 7 })).toBe('7 items');
    expect(en.t('cart:only_key', { count: 3 })).toBe('Total 3');
  });

  it('takes no plural form for a count given as text', () => {
    expect(en.t('cart:lines', { count: '1' as unknown as number })).toBe('lines');
  });

  it('reads `ns:key` in that namespace, and a fixed namespace for keys without one', () => {
    expect(el.t('cart:title')).toBe('Καλάθι');
    const cart = el.getFixedT('cart');
    expect(cart('title')).toBe('Καλάθι');
    expect(cart('common:title')).toBe('Αρχική');
    expect(cart('greeting', { name: 'x' })).toBe('greeting');
    expect(el.t('title', { ns: 'cart' })).toBe('Καλάθι');
  });

  it('answers a missing key with the key, without its namespace, filled in', () => {
    expect(en.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(en.t('cart:missing.key')).toBe('missing.key');
    expect(en.t('missing:{{name}}', { name: 'x' })).toBe('x');
    expect(en.t('a:b:c')).toBe('b.c');
  });

  it('reads a key that looks like a sentence as a key, not as `ns:key`', () => {
    expect(en.t('Note: see above, please')).toBe('Note: see above, please');
    expect(en.t('cart:lines, please', { count: 1 })).toBe('cart:lines, please');
    expect(en.t('cart:title. Welcome, friend')).toBe('title. Welcome, friend');
  });

  it('gives defaultValue, filled in, when the key is missing, even an empty one', () => {
    expect(en.t('missing', { defaultValue: 'Default {{name}}', name: 'x' })).toBe('Default x');
    expect(en.t('missing', { defaultValue: '' })).toBe('');
    expect(en.t('title', { defaultValue: 'unused' })).toBe('Home');
    expect(en.t('cart:missing', { defaultValue: en.t('title') })).toBe('Home');
  });

  it('answers an empty text as it is', () => {
    expect(en.t('empty', { defaultValue: 'unused' })).toBe('');
  });

  it('answers a key naming a group of texts as i18next did', () => {
    expect(en.t('header')).toBe("key 'header (en)' returned an object instead of string.");
  });

  it('knows which keys exist, in the default namespace, `ns:` or options.ns', () => {
    expect(en.exists('title')).toBe(true);
    expect(en.exists('empty')).toBe(true);
    expect(en.exists('header')).toBe(true);
    expect(en.exists('header.cart_count')).toBe(false);
    expect(en.exists('cart:title')).toBe(true);
    expect(en.exists('lines_one', { ns: 'cart' })).toBe(true);
    expect(en.exists('lines_one')).toBe(false);
    expect(en.exists('nowhere:title')).toBe(false);
  });

  it('knows its language', () => {
    expect(el.language).toBe('el');
  });
});

describe('createI18n and route namespaces', () => {
  const namespace = (name: string, el: Messages, en: Messages): RouteNamespace => ({
    namespace: name,
    load: { el: async () => ({ default: el }), en: async () => ({ default: en }) },
  });

  it('lets a namespace loaded later reach a translator made before', async () => {
    const before = createI18n('en');
    expect(before.exists('route-later:title')).toBe(false);
    expect(before.t('route-later:title')).toBe('title');
    const later = namespace(
      'route-later',
      { title: 'Αργότερα {{n, number}}' },
      { title: 'Later {{n, number}}' },
    );
    await loadNamespaces('en', [later]);
    expect(before.exists('route-later:title')).toBe(true);
    expect(before.t('route-later:title', { n: 1500 })).toBe('Later 1,500');
    expect(createI18n('el').exists('route-later:title')).toBe(false);
    await loadNamespaces('el', [later]);
    expect(createI18n('el').getFixedT('route-later')('title', { n: 1500 })).toBe('Αργότερα 1.500');
  });

  it('keeps the first load of a namespace and asks for nothing once it is there', async () => {
    await loadNamespaces('en', [namespace('route-once', { a: 'πρώτο' }, { a: 'first' })]);
    expect(
      loadNamespaces('en', [namespace('route-once', { a: 'δεύτερο' }, { a: 'second' })]),
    ).toBeUndefined();
    expect(createI18n('en').t('route-once:a')).toBe('first');
  });
});
