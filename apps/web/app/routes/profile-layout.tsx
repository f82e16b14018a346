import { localizePath } from '@shop/contract';
import { Outlet, redirect } from 'react-router';
import { browserPublicConfig, languageOf } from '~/lib/public-config';
import { isAuthenticated } from '~/lib/session';
import type { Route } from './+types/profile-layout';

/**
 * The session lives in the browser (spec 000 §4), so the check runs there: a visitor
 * without a valid session is sent to /logout before any profile page renders.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isAuthenticated()) {
    const language = languageOf(new URL(request.url).pathname);
    throw redirect(localizePath(language, '/logout', browserPublicConfig().paths));
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
