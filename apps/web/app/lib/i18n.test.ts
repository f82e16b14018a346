import { LANGUAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { createI18n, loadResources } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  const resources = loadResources();

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

  it('translates in the requested language', () => {
    expect(createI18n('el').t('error_boundary.title')).toBe('Κάτι πήγε στραβά.');
    expect(createI18n('en').t('error_boundary.title')).toBe('Something went wrong.');
  });
});
