import { routeNamespace } from '~/lib/i18n';

/**
 * An article's reading time and a video's length: shown on the cards home shows too, so they are
 * a namespace of their own, named by every route that shows cards, and home carries no other
 * content text.
 */
export const CONTENT_CARDS = 'content-cards';
export const contentCardTranslations = routeNamespace(CONTENT_CARDS, {
  el: () => import('./locales/cards/el.json'),
  en: () => import('./locales/cards/en.json'),
});
