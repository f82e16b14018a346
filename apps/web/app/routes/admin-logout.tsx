import { redirect } from 'react-router';
import { adminPath } from '~/features/admin-frame';
import { staffSessionCookie } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-logout';

/** Sign-out: the session cookie goes; the token expires with its 30 minutes on the API. */
export function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  return redirect(adminPath(language, '/login'), { headers: { 'Set-Cookie': staffSessionCookie(null) } });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(adminPath(languageOf(new URL(request.url).pathname), '/login'));
}
