import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PATH_SETTINGS,
  localizePath,
  type PathSettings,
  requiresSignIn,
  safeReturnPath,
  stripLanguage,
} from './paths.ts';

describe('stripLanguage', () => {
  it('removes a supported language segment and any trailing slash', () => {
    expect(stripLanguage('/en/products/x')).toBe('/products/x');
    expect(stripLanguage('/el/products/x/')).toBe('/products/x');
    expect(stripLanguage('/en')).toBe('/');
    expect(stripLanguage('/en/')).toBe('/');
  });

  it('keeps paths without one intact', () => {
    expect(stripLanguage('/')).toBe('/');
    expect(stripLanguage('')).toBe('/');
    expect(stripLanguage('/products/en')).toBe('/products/en');
    expect(stripLanguage('/de/products')).toBe('/de/products');
    expect(stripLanguage('/english/x')).toBe('/english/x');
  });
});

describe('localizePath (spec 000 §2)', () => {
  const settings = (overrides: Partial<PathSettings>): PathSettings => ({
    ...DEFAULT_PATH_SETTINGS,
    ...overrides,
  });

  it('by default omits the prefix of el and adds the one of en, without trailing slash', () => {
    expect(localizePath('el', '/products/x', DEFAULT_PATH_SETTINGS)).toBe('/products/x');
    expect(localizePath('en', '/products/x', DEFAULT_PATH_SETTINGS)).toBe('/en/products/x');
    expect(localizePath('el', '/', DEFAULT_PATH_SETTINGS)).toBe('/');
    expect(localizePath('en', '/', DEFAULT_PATH_SETTINGS)).toBe('/en');
  });

  it('replaces the language already in the path', () => {
    expect(localizePath('el', '/en/cart', DEFAULT_PATH_SETTINGS)).toBe('/cart');
    expect(localizePath('en', '/el/cart/', DEFAULT_PATH_SETTINGS)).toBe('/en/cart');
  });

  it('keeps the query and hash', () => {
    expect(localizePath('en', '/el/search-results?q=a/b#top', DEFAULT_PATH_SETTINGS)).toBe(
      '/en/search-results?q=a/b#top',
    );
    expect(localizePath('el', '/?ref=abc', DEFAULT_PATH_SETTINGS)).toBe('/?ref=abc');
  });

  it('prefixes every language when omitting the default is off', () => {
    const all = settings({ omitDefaultPrefix: false });
    expect(localizePath('el', '/cart', all)).toBe('/el/cart');
    expect(localizePath('el', '/', all)).toBe('/el');
  });

  it('omits the default prefix on the home page only when so configured', () => {
    const homeOnly = settings({ omitDefaultPrefix: false, omitDefaultPrefixOnHomeOnly: true });
    expect(localizePath('el', '/', homeOnly)).toBe('/');
    expect(localizePath('el', '/el/', homeOnly)).toBe('/');
    expect(localizePath('el', '/cart', homeOnly)).toBe('/el/cart');
    expect(localizePath('en', '/', homeOnly)).toBe('/en');
  });

  it('drops every prefix when the prefix setting is off', () => {
    const none = settings({ languagePrefix: false });
    expect(localizePath('en', '/en/cart', none)).toBe('/cart');
    expect(localizePath('el', '/el', none)).toBe('/');
  });

  it('keeps the prefix of a page served only under /el and /en, whatever the settings', () => {
    expect(localizePath('el', '/landing_page/sun-care', DEFAULT_PATH_SETTINGS)).toBe(
      '/el/landing_page/sun-care',
    );
    expect(localizePath('el', '/el/landing_page', DEFAULT_PATH_SETTINGS)).toBe('/el/landing_page');
    expect(localizePath('en', '/el/landing_page/sun-care', settings({ languagePrefix: false }))).toBe(
      '/en/landing_page/sun-care',
    );
    expect(localizePath('el', '/landing-page', DEFAULT_PATH_SETTINGS)).toBe('/landing-page');
    expect(localizePath('el', '/landing_pages', DEFAULT_PATH_SETTINGS)).toBe('/landing_pages');
  });

  it('adds a trailing slash when configured, before the query', () => {
    const slash = settings({ trailingSlash: true });
    expect(localizePath('en', '/cart', slash)).toBe('/en/cart/');
    expect(localizePath('en', '/', slash)).toBe('/en/');
    expect(localizePath('el', '/', slash)).toBe('/');
    expect(localizePath('el', '/cart?x=1', slash)).toBe('/cart/?x=1');
  });

  it('honours another default language', () => {
    const english = settings({ defaultLanguage: 'en' });
    expect(localizePath('en', '/en/cart', english)).toBe('/cart');
    expect(localizePath('el', '/cart', english)).toBe('/el/cart');
  });
});

describe('sign-in rules of paths', () => {
  it('needs a session for the account and its pages only, in every language form', () => {
    for (const path of ['/profile', '/profile/orders/abc', '/en/profile', '/el/profile/addresses/']) {
      expect(requiresSignIn(path), path).toBe(true);
    }
    for (const path of ['/', '/en', '/products/x', '/profiles', '/login', '/checkout-information']) {
      expect(requiresSignIn(path), path).toBe(false);
    }
  });

  it('returns only to paths of the shop', () => {
    expect(safeReturnPath('/en/profile/orders?page=2')).toBe('/en/profile/orders?page=2');
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'profile',
      '/a\nb',
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
