import type { Language } from '@shop/contract';
import type { MetaDescriptor } from 'react-router';
import { createI18n } from './i18n';
import { languageOf, shopName } from './public-config';

const translators = new Map<Language, ReturnType<typeof createI18n>>();

/** Translation outside React (route `meta` functions run outside the component tree). */
export function translate(language: Language, key: string, options?: Record<string, unknown>): string {
  let instance = translators.get(language);
  if (!instance) {
    instance = createI18n(language);
    translators.set(language, instance);
  }
  return instance.t(key, options);
}

/** Title and description of a page, in the language of its path. */
export function pageMeta(
  pathname: string,
  title: string | ((language: Language) => string),
): MetaDescriptor[] {
  const language = languageOf(pathname);
  const text = typeof title === 'function' ? title(language) : translate(language, title);
  return [
    { title: `${text} | ${shopName(language)}` },
    { name: 'description', content: translate(language, 'meta_description') },
  ];
}
