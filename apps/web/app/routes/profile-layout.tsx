import { localizePath, RETURN_URL_PARAM, stripLanguage } from '@shop/contract';
import { Outlet, redirect } from 'react-router';
import { browserPublicConfig, languageOf } from '~/lib/public-config';
import { isAuthenticated } from '~/lib/session';
import type { Route } from './+types/profile-layout';

/**
 * The session lives in the browser (spec 000 §4), so the check runs there: a visitor
 * without a valid session is sent to sign in before any profile page renders, and comes back
 * to the page asked for afterwards.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isAuthenticated()) {
    const url = new URL(request.url);
    const language = languageOf(url.pathname);
    const back = new URLSearchParams({ [RETURN_URL_PARAM]: `${stripLanguage(url.pathname)}${url.search}` });
    throw redirect(`${localizePath(language, '/login', browserPublicConfig().paths)}?${back}`);
  }
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="container-page min-h-[50vh] py-16" aria-busy="true" />;
}

export default function ProfileLayout() {
  return <Outlet />;
}
