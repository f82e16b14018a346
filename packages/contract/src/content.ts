/**
 * Articles (news entries), video tutorials and the people who write and present them (spec 001
 * §7, §9). Their shapes on the wire are in `content-schemas.ts`.
 */

/** How a text is written (spec 001 §9); the API renders each to sanitised HTML when it is stored. */
export const CONTENT_FORMATS = ['Html', 'PlainText', 'Markdown'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/**
 * Hosts whose video players the storefront may load, once the shopper presses play: a video
 * with another player is refused when stored, and the pages' Content-Security-Policy frames
 * these only.
 */
export const VIDEO_PLAYER_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/** Default page sizes of the spec's content calls: articles 99, videos 6. */
export const NEWS_PAGE_SIZE = 99;
export const VIDEO_PAGE_SIZE = 6;
/** The largest page a content call serves. */
export const CONTENT_MAX_PAGE_SIZE = 99;

/** Words a reader reads in a minute, for an article's reading time. */
const WORDS_PER_MINUTE = 200;

/** Minutes an article of `words` words takes to read: at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
