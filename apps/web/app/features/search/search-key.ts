const SEARCH_KEY_MAX_CHARACTERS = 100;

/**
 * The search words of a `key` query parameter: control characters (a NUL the address may carry)
 * removed, trimmed, at most 100 characters cut between characters rather than inside an emoji's
 * surrogate pair, so that what is searched is always text the API accepts.
 */
export function searchKey(params: URLSearchParams): string {
  const words = (params.get('key') ?? '').replace(/\p{Cc}/gu, ' ').trim();
  return Array.from(words).slice(0, SEARCH_KEY_MAX_CHARACTERS).join('').trim();
}
