import { type Language, languageOfPath, type PathSettings } from '@shop/contract';
import { data, type Location } from 'react-router';
import { ApiRequestError } from '~/lib/api-client';
import { languageOf, publicConfigFromEnv, shopName } from '~/lib/public-config';
import { publicPageUrl } from '~/lib/public-origin';
import { type PageSeo, seoMeta } from './seo';

export interface PublicPageContext {
  /** The page's path and query on the shop's public origin (PUBLIC_URL), whatever Host the request named. */
  url: URL;
  language: Language;
  paths: PathSettings;
  /** Ends the page's API calls when the visitor has gone elsewhere. */
  signal: AbortSignal;
}

/**
 * A server-rendered public page's loader, read by the page as its loader data (decision 054):
 * its data (and SEO) through the API client. An API refusal keeps its status, so a missing
 * entity (404) is the 404 page, and the browser's cache never asks again for what was refused.
 */
export async function loadPublicPage<T>(
  request: Request,
  load: (context: PublicPageContext) => Promise<T>,
): Promise<T> {
  const url = publicPageUrl(request);
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(url.pathname, paths.defaultLanguage);
  try {
    return await load({ url, language, paths, signal: request.signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
      throw data(null, { status: error.status });
    throw error;
  }
}

/** The `meta` of such a page. */
export function seoPageMeta({
  data: loaded,
  location,
}: {
  data: { seo: PageSeo } | undefined;
  location: Location;
}) {
  return loaded ? seoMeta(loaded.seo, shopName(languageOf(location.pathname))) : [];
}
