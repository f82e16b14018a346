import { expect, test } from '@playwright/test';
import pg from 'pg';
import { open, signIn, stockedProducts, verifiedCustomer } from '../tests/support';
import { answeredBy, apiPorts, webPorts, xsrfHeaders } from './processes';

const sorted = (ports: Iterable<number>) => [...ports].sort((a, b) => a - b);

test('one shopper’s pages and API calls land on both storefront and both API processes, signed in throughout', async ({
  page,
}) => {
  const landed = { web: new Set<number>(), api: new Set<number>() };
  page.on('response', (response) => {
    const headers = response.headers();
    const web = answeredBy(headers['x-web-upstream']);
    const api = answeredBy(headers['x-api-upstream']);
    if (web !== undefined) landed.web.add(web);
    if (api !== undefined) landed.api.add(api);
  });
  const email = await verifiedCustomer('replicas', 'Ελένη', 'Ιωάννου');
  // The session one process signed is honoured by the other on every later call.
  await signIn(page, email);
  const [product] = await stockedProducts(1, (p) => p.cprc < 60);
  if (!product) throw new Error('no product');
  await open(page, `/products/${product.eurl}`);
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })).toContainText(product.nm);
  for (let visit = 0; visit < 3; visit += 1) {
    await open(page, '/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await open(page, '/profile/account');
    await expect(page.getByRole('form', { name: 'Προσωπικά στοιχεία' }).getByLabel(/^Όνομα/)).toHaveValue(
      'Ελένη',
    );
  }
  expect(sorted(landed.web)).toEqual(sorted(webPorts));
  expect(sorted(landed.api)).toEqual(sorted(apiPorts));
});

test('a sign-in limit holds across the API processes: five failures on both, the sixth refused by either', async () => {
  const email = `nobody.${Date.now()}@pharmacy.gr`;
  const headers = await xsrfHeaders();
  const signIn = () =>
    fetch(`${process.env.E2E_BASE_URL}/api/en/staff/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ eml: email, pwd: 'not-the-password' }),
    });
  const landed = new Set<number | undefined>();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const failed = await signIn();
    expect(failed.status).toBe(401);
    landed.add(answeredBy(failed.headers.get('x-api-upstream')));
  }
  expect(sorted(landed as Set<number>)).toEqual(sorted(apiPorts));
  const refusedBy = new Set<number | undefined>();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    refusedBy.add(answeredBy(refused.headers.get('x-api-upstream')));
  }
  expect(sorted(refusedBy as Set<number>)).toEqual(sorted(apiPorts));
});

test('a price written in PostgreSQL shows on every API process within a second', async () => {
  expect(apiPorts).toHaveLength(2);
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; eurl: string; price_cents: number }>(
      `select id, eurl, price_cents from products p where is_published
        and not exists (select 1 from product_dimensions d where d.product_id = p.id) order by id limit 1`,
    );
    const target = rows[0];
    if (!target) throw new Error('no product without sizes');
    // Asked of each process itself, past nginx: each keeps its own catalogue in memory.
    const priceOn = async (port: number) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/en/products/getbyurl?url=${target.eurl}`);
      return ((await response.json()) as { prc: number }).prc;
    };
    const newCents = target.price_cents + 1234;
    for (const port of apiPorts) expect(await priceOn(port)).not.toBe(newCents / 100);
    const started = Date.now();
    await client.query(
      'update products set price_cents = $1, list_price_cents = null, discount_percent = 0 where id = $2',
      [newCents, target.id],
    );
    const seen = await Promise.all(
      apiPorts.map(async (port) => {
        while (Date.now() - started < 3_000) {
          if ((await priceOn(port)) === newCents / 100) return Date.now() - started;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    for (const elapsed of seen) expect(elapsed).toBeLessThan(1_000);
  } finally {
    await client.end();
  }
});
