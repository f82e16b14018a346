/**
 * The shop's public origin (`PUBLIC_URL`), read on the server. Every absolute URL a page writes
 * (canonical, hreflang, JSON-LD, sitemap, robots) starts with it, never with the request's
 * `Host`, which the client chooses.
 */
export function publicOrigin(env: Record<string, string | undefined> = process.env): string {
  return new URL(env.PUBLIC_URL ?? 'http://localhost:3000').origin;
}

/** The request's path and query on the public origin: what a page may put in an absolute URL. */
export function publicPageUrl(request: Request, env: Record<string, string | undefined> = process.env): URL {
  const requested = new URL(request.url);
  return new URL(`${requested.pathname}${requested.search}`, publicOrigin(env));
}
