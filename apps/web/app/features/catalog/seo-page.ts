import { type Language, languageOfPath, type PathSettings } from '@shop/contract';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { data, type Location } from 'react-router';
import { ApiRequestError } from '~/lib/api-client';
import { languageOf, publicConfigFromEnv, shopName } from '~/lib/public-config';
import { publicPageUrl } from '~/lib/public-origin';
import { type PageSeo, seoMeta } from './seo';

export interface SeoPageContext {
  /** The page's path and query on the shop's public origin (PUBLIC_URL), whatever Host the request named. */
  url: URL;
  language: Language;
  paths: PathSettings;
  /** Queries fetched here are handed to the page already loaded. */
  queryClient: QueryClient;
}

/**
 * A server-rendered catalogue page's loader: fetches its data into a fresh query cache
 * and returns it with the page's SEO; a missing entity (API 404) becomes the 404 page.
 */
export async function loadSeoPage(request: Request, load: (context: SeoPageContext) => Promise<PageSeo>) {
  const url = publicPageUrl(request);
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(url.pathname, paths.defaultLanguage);
  const queryClient = new QueryClient();
  try {
    const seo = await load({ url, language, paths, queryClient });
    return { seo, dehydratedState: dehydrate(queryClient) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export interface PublicPageContext extends Omit<SeoPageContext, 'queryClient'> {
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
