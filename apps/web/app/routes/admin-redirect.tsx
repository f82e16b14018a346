import { redirect } from 'react-router';
import { adminPath } from '~/features/admin-frame';
import { readStaffSession } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-redirect';

/** `/admin/…` without a language: the same page in the staff member's language, else the shop's default. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rest = url.pathname.replace(/^\/admin/, '');
  const language = readStaffSession(request)?.lang ?? languageOf(url.pathname);
  return redirect(`${adminPath(language, rest)}${url.search}`);
}
