import { redirect } from 'react-router';
import { categoriesOfForm, consentCookie, returnPathOf } from '~/features/consent';
import { publicOrigin } from '~/lib/public-origin';
import type { Route } from './+types/consent';

/**
 * The cookie banner's form without the page's scripts: stores the choice and goes back to the
 * page it was made on. Only the shop's own pages may post it: another site must not choose for
 * the visitor.
 */
export async function action({ request }: Route.ActionArgs) {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== publicOrigin()) {
    return new Response('Forbidden', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const data = await request.formData();
  const returnTo = returnPathOf(data.get('returnTo'));
  const categories = categoriesOfForm(data);
  if (!categories) return redirect(returnTo, 303);
  const secure = new URL(publicOrigin()).protocol === 'https:';
  return redirect(returnTo, {
    status: 303,
    headers: { 'Set-Cookie': consentCookie({ ...categories, date: new Date() }, secure) },
  });
}

/** Nothing to show: the form is the only way here. */
export function loader() {
  return redirect('/');
}
