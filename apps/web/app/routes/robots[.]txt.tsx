import { publicOrigin } from '~/lib/public-origin';
import type { Route } from './+types/robots[.]txt';

export function loader(_args: Route.LoaderArgs) {
  const origin = publicOrigin();
  const body = [
    'User-agent: *',
    'Disallow: /profile',
    'Disallow: /el/profile',
    'Disallow: /en/profile',
    'Disallow: /cart',
    'Disallow: /checkout-',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
