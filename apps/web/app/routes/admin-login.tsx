import { type Language, RETURN_URL_PARAM, safeReturnPath, staffLoginResponseSchema } from '@shop/contract';
import { redirect, useSearchParams } from 'react-router';
import { adminMeta, adminPath, adminTranslations } from '~/features/admin-frame';
import { readStaffSession, staffSessionCookie } from '~/features/admin-frame/server';
import { StaffSignIn } from '~/features/admin-staff';
import { loadRouteNamespaces } from '~/lib/i18n';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-login';

const namespaces = [adminTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'sign_in.title');

/** Where to go once signed in: the back-office page that asked, else the dashboard in the sign-in page's language. */
function nextPage(returnUrl: string | null, language: Language): string {
  const path = safeReturnPath(returnUrl);
  return path && /^\/(el|en)\/admin(\/|$)/.test(path) ? path : adminPath(language);
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (readStaffSession(request)) {
    throw redirect(nextPage(url.searchParams.get(RETURN_URL_PARAM), languageOf(url.pathname)));
  }
  return null;
}

/** Keeps the session the API answered in an HttpOnly cookie; the page never stores the token. */
export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  let answered: unknown = null;
  try {
    answered = JSON.parse(String(form.get('session') ?? ''));
  } catch {
    answered = null;
  }
  const parsed = staffLoginResponseSchema.safeParse(answered);
  if (!parsed.success) return new Response(null, { status: 400 });
  const { id, eml, nm, role, lang, at, atd } = parsed.data;
  const session = { id, eml, nm, role, lang, at, exp: Date.now() + atd * 60_000 };
  const returnUrl = form.get('returnUrl');
  return redirect(nextPage(typeof returnUrl === 'string' ? returnUrl : null, language), {
    headers: { 'Set-Cookie': staffSessionCookie(session) },
  });
}

export default function AdminLoginRoute() {
  const [search] = useSearchParams();
  return <StaffSignIn returnUrl={search.get(RETURN_URL_PARAM) ?? ''} />;
}
