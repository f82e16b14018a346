import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  continueAsGuest,
  fillBilling,
  guestEmail,
  pay,
  TEXT,
  toShippingPayment,
} from '../tests/checkout-journey';
import { fillCart, open, stockedProducts } from '../tests/support';
import { answeredBy, apiPids, apiPorts, xsrfHeaders } from './processes';

const ORDERS = 12;

interface Purchase {
  key: string;
  email: string;
  /** The order, once one was confirmed to the shopper. */
  uid?: string;
}

test('a kill -9 of one API process mid-run loses no order and places none twice; the journey goes on through the other', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [victimPid] = apiPids;
  const survivorPort = apiPorts[1];
  if (!victimPid || !survivorPort)
    throw new Error('the replicas were not started by replicas/global-setup.ts');
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const idOf = async (table: 'shipping_types' | 'payment_types', code: string) =>
      (await db.query<{ id: number }>(`select id from ${table} where code = $1`, [code])).rows[0]?.id;
    const stockOf = async (productId: number) =>
      (await db.query<{ stock: number }>('select stock from products where id = $1', [productId])).rows[0]
        ?.stock;
    const [product] = await stockedProducts(1, (p) => p.cprc < 60 && p.qty >= 3 * ORDERS, 8);
    if (!product) throw new Error('no product');
    const [courier, cashOnDelivery] = [
      await idOf('shipping_types', 'courier'),
      await idOf('payment_types', 'cash-on-delivery'),
    ];
    const stockBefore = await stockOf(product.id);
    const headers = await xsrfHeaders();
    const run = Date.now();
    const purchases: Purchase[] = Array.from({ length: ORDERS }, (_, index) => ({
      key: `replica-kill-${run}-${index}`,
      email: `kill.${run}.${index}@example.gr`,
    }));
    /** The storefront's save: the same cart token as `Idempotency-Key` on every Pay of one purchase. */
    const save = async (purchase: Purchase) => {
      const response = await fetch(`${process.env.E2E_BASE_URL}/api/en/orders/save`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': purchase.key },
        body: JSON.stringify({
          eml: purchase.email,
          lines: [{ pid: product.id, pdid: 0, qty: 1 }],
          stid: courier,
          ptid: cashOnDelivery,
          fnm: 'Μαρία',
          lnm: 'Παπαδοπούλου',
          mob: '6912345678',
          ctid: 1,
          crid: 6,
          adr1: 'Ερμού 12',
          ct: 'Λάρισα',
          pc: '41222',
          hasAcceptedTerms: true,
        }),
      });
      if (response.ok) purchase.uid = ((await response.json()) as { uid: string }).uid;
      return response.status;
    };

    // Four shoppers pay before anything happens.
    const [before, during] = [purchases.slice(0, 4), purchases.slice(4)];
    for (const purchase of before) expect(await save(purchase)).toBe(200);

    // The others pay at once while the product's stock row is held, so each placement waits inside
    // its transaction on one process or the other; one process is killed with its placements open.
    const holder = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await holder.connect();
    let answers: Promise<number>[] = [];
    try {
      await holder.query('begin');
      await holder.query('select id from products where id = $1 for update', [product.id]);
      answers = during.map((purchase) => save(purchase));
      const waiting = async () =>
        Number(
          (
            await db.query<{ waiting: string }>(
              `select count(*) as waiting from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock' and query ilike '%from products p%for update%'`,
            )
          ).rows[0]?.waiting,
        );
      await expect.poll(waiting, { timeout: 20_000 }).toBe(during.length);
      process.kill(victimPid, 'SIGKILL');
    } finally {
      await holder.query('commit');
      await holder.end();
    }
    const statuses = await Promise.all(answers);
    // The killed process's placements failed (nginx resends no POST it had passed on); the others went through.
    expect(statuses).toContain(502);
    expect(statuses).toContain(200);

    // A shopper whose Pay failed pays again: the same key answers the order placed, or places it
    // once the dead process's claim has timed out (ORDER_CLAIM_TIMEOUT_SECONDS).
    for (const purchase of purchases.filter((item) => item.uid === undefined)) {
      await expect.poll(() => save(purchase), { timeout: 30_000, intervals: [1000] }).toBe(200);
    }

    const placed = await db.query<{ email: string; uid: string }>(
      'select email, uid from orders where email = any($1::text[])',
      [purchases.map((purchase) => purchase.email)],
    );
    expect(placed.rows.map((row) => row.email).sort()).toEqual(
      purchases.map((purchase) => purchase.email).sort(),
    );
    expect(placed.rows.map((row) => row.uid).sort()).toEqual(
      purchases.map((purchase) => purchase.uid).sort(),
    );
    expect(await stockOf(product.id)).toBe((stockBefore ?? 0) - ORDERS);

    // The journey goes on: a guest buys through the browser, every API call answered by the survivor.
    const answeredApi = new Set<number | undefined>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) {
        answeredApi.add(answeredBy(response.headers()['x-api-upstream']));
      }
    });
    await fillCart(page, [{ productId: product.id, quantity: 1 }]);
    await continueAsGuest(page, 'en', guestEmail('after-kill'));
    await fillBilling(page, 'en', 'Thessaly', 'Larissa', '41222');
    await toShippingPayment(page, 'en');
    await page.getByTestId('shipping-option').filter({ hasText: TEXT.en.courier }).click();
    await page.getByTestId('payment-option').filter({ hasText: TEXT.en.cashOnDelivery }).click();
    await pay(page, 'en');
    await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();

    const [tracked] = purchases;
    await open(page, '/en/track-order');
    const track = page.getByRole('form', { name: TEXT.en.trackForm });
    await track.getByLabel(TEXT.en.trackUid).fill(tracked?.uid ?? '');
    await track.getByLabel('Email').fill(tracked?.email ?? '');
    await track.getByRole('button', { name: TEXT.en.trackSubmit }).click();
    await expect(page.getByTestId('status-history').getByRole('listitem')).toHaveCount(1);
    expect([...answeredApi]).toEqual([survivorPort]);
  } finally {
    await db.end();
  }
});
