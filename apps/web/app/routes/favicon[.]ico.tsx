/**
 * Browsers ask for /favicon.ico on their own (a page without an icon link, such as a payment
 * provider's page under this origin, or a PDF): the shop's icon is its SVG, so they are sent there.
 */
export function loader() {
  return new Response(null, {
    status: 301,
    headers: { Location: '/favicon.svg', 'Cache-Control': 'public, max-age=86400' },
  });
}
