import { registerRouteNamespaces } from '~/lib/i18n';
import el from './locales/cards/el.json';
import en from './locales/cards/en.json';

/**
 * An article's reading time and a video's length: shown on the cards home shows too, so they are
 * a namespace of their own, registered by the cards themselves, and home carries no other content text.
 */
export const CONTENT_CARDS = 'content-cards';
registerRouteNamespaces({ namespace: CONTENT_CARDS, bundles: { el, en } });
