import { redirect } from 'react-router';
import { adminPath } from '~/features/admin-frame';
import { readStaffSession, staffRawApi, staffSessionCookie } from '~/features/admin-frame/server';
import { ApiRequestError } from '~/lib/api-client';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-logout';

/**
 * Sign-out: the API ends the session, so the token is refused at once on every API process, and
 * the session cookie goes. A token the API refuses already (expired, ended) needs nothing more.
 */
export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  if (readStaffSession(request)) {
    try {
      await staffRawApi(request, language, 'staff/logout', { method: 'POST' });
    } catch (error) {
      const refused = error instanceof Response || (error instanceof ApiRequestError && error.status === 401);
      if (!refused) throw error;
    }
  }
  return redirect(adminPath(language, '/login'), { headers: { 'Set-Cookie': staffSessionCookie(null) } });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(adminPath(languageOf(new URL(request.url).pathname), '/login'));
}
