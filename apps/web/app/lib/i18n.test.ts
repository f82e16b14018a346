import { LANGUAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  createI18n,
  loadNamespaces,
  loadResources,
  loadRouteNamespaces,
  type RouteNamespace,
  routeNamespace,
  routeNamespacesLoaded,
  translationsScript,
} from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * The namespaces loaded with part of the app join the parity checks: `locales/route/` is the
 * feature's route-scoped namespace `<feature>`, another folder `locales/<part>/` a lazily loaded
 * component's `<feature>-<part>`.
 */
const routeFiles = import.meta.glob<Record<string, unknown>>('../features/*/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function everyNamespace() {
  const resources = loadResources();
  for (const [path, messages] of Object.entries(routeFiles)) {
    const match = /features\/([^/]+)\/locales\/([^/]+)\/([a-z]{2})\.json$/.exec(path);
    const bundle = resources[match?.[3] ?? ''];
    if (!match?.[1] || !bundle) throw new Error(`unexpected translation file ${path}`);
    const namespace = match[2] === 'route' ? match[1] : `${match[1]}-${match[2]}`;
    expect(bundle[namespace], `${namespace} is both on every page and route-scoped`).toBeUndefined();
    bundle[namespace] = messages;
  }
  return resources;
}

describe('translations', () => {
  const resources = everyNamespace();

  it('has the same keys in every language, in every namespace', () => {
    const [first, ...others] = LANGUAGES;
    const reference = resources[first];
    expect(reference).toBeDefined();
    for (const language of others) {
      const bundle = resources[language] ?? {};
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(reference ?? {}).sort());
      for (const namespace of Object.keys(reference ?? {})) {
        expect(keysOf(bundle[namespace]).sort(), `${language}/${namespace}`).toEqual(
          keysOf(reference?.[namespace]).sort(),
        );
      }
    }
  });

  it('has no empty message', () => {
    for (const language of LANGUAGES) {
      for (const [namespace, messages] of Object.entries(resources[language] ?? {})) {
        const empty = keysOf(messages).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    }
  });

  it('puts a route namespace in the page only where a route names it, in the page’s language', async () => {
    expect(Object.keys(routeFiles).length).toBeGreaterThan(0);
    expect(loadResources().el).not.toHaveProperty('checkout');
    const named = routeNamespace('route-test', {
      el: async () => ({ default: { title: 'Ταμείο' } }),
      en: async () => ({ default: { title: 'Checkout' } }),
    });
    // The server holds every language once its modules are loaded.
    await routeNamespacesLoaded();
    expect(createI18n('el').t('route-test:title')).toBe('Ταμείο');
    expect(createI18n('en').t('route-test:title')).toBe('Checkout');
    expect(translationsScript('en', [])).not.toContain('route-test');
    const page = translationsScript('en', [named]);
    expect(page).toContain('"route-test":{"title":"Checkout"}');
    expect(page).not.toContain('Ταμείο');
  });

  it('loads a route namespace in one language, once, on a client navigation into its route', async () => {
    const asked: string[] = [];
    const lazyNamespace: RouteNamespace = {
      namespace: 'route-lazy',
      load: {
        el: async () => {
          asked.push('el');
          return { default: { title: 'Τίτλος' } };
        },
        en: async () => {
          asked.push('en');
          return { default: { title: 'Title' } };
        },
      },
    };
    const middleware = loadRouteNamespaces([lazyNamespace]);
    const navigation = (path: string) =>
      ({ request: new Request(`http://shop.test${path}`), params: {}, context: {} }) as never;
    await middleware(navigation('/en/checkout-login'), async () => undefined);
    expect(asked).toEqual(['en']);
    expect(createI18n('en').t('route-lazy:title')).toBe('Title');
    expect(createI18n('el').exists('route-lazy:title')).toBe(false);
    await middleware(navigation('/en/checkout-information'), async () => undefined);
    expect(loadNamespaces('en', [lazyNamespace])).toBeUndefined();
    await middleware(navigation('/checkout-login'), async () => undefined);
    expect(asked).toEqual(['en', 'el']);
    expect(createI18n('el').t('route-lazy:title')).toBe('Τίτλος');
  });

  it('writes counts in the language’s number format and picks the singular or plural', () => {
    const el = createI18n('el');
    const en = createI18n('en');
    expect(el.t('header.cart_count', { count: 1 })).toBe('Καλάθι, 1 προϊόν');
    expect(el.t('header.cart_count', { count: 3 })).toBe('Καλάθι, 3 προϊόντα');
    expect(en.t('header.cart_count', { count: 1 })).toBe('Cart, 1 item');
    expect(el.t('catalog:product.loyalty_points', { count: 15_039 })).toBe(
      'Κερδίζετε 15.039 πόντους επιβράβευσης',
    );
    expect(en.t('catalog:product.loyalty_points', { count: 15_039 })).toContain('15,039');
  });

  it('translates in the requested language', () => {
    expect(createI18n('el').t('error_boundary.title')).toBe('Κάτι πήγε στραβά.');
    expect(createI18n('en').t('error_boundary.title')).toBe('Something went wrong.');
  });
});
