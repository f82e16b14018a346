import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { expectAccessible, fillBilling, pay, TEXT, toShippingPayment } from './checkout-journey';
import { pdfText } from './fulfilment-support';
import {
  apiPost,
  CUSTOMER_PASSWORD,
  closeAssistant,
  fillCart,
  OrderStatus,
  open,
  type StockedProduct,
  signIn,
  staffChangesStatus,
  staffToken,
  stockedProducts,
  verifiedCustomer,
} from './support';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/returns-shots';
mkdirSync(SHOTS, { recursive: true });

const api = () => process.env.E2E_API_URL ?? '';
const PENDING = 0;

/** A screenshot without the health assistant over the page; a tall window shows a whole form. */
async function shot(page: Page, name: string): Promise<void> {
  await closeAssistant(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A customer's bearer token, as the storefront gets it when they sign in. */
async function customerToken(email: string): Promise<string> {
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  expect(login.status).toBe(200);
  return ((await login.json()) as { at: string }).at;
}

async function customerGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${api()}/api/el/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** Staff deliver an order: confirmed if it waits, handed to the courier, then Completed. */
async function deliver(uid: string, token: string): Promise<void> {
  const order = await customerGet<{ st: number }>(`orders/getorderbycustomer?uid=${uid}`, token);
  if (order.st === PENDING) await staffChangesStatus(uid, OrderStatus.Processing);
  await staffChangesStatus(uid, OrderStatus.InDelivery);
  await staffChangesStatus(uid, OrderStatus.Completed);
}

/** Staff approve a return through the staff API the back office calls. */
async function staffApproves(id: number): Promise<void> {
  const answer = await apiPost('admin/returns/approve', { id }, await staffToken());
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/**
 * Staff take a return through the back office's returns inbox, in Greek, each step confirmed in
 * its dialog: approve, receive at the shop's returns location (Lamia), refund as computed.
 */
async function staffTakesReturn(staff: Page, code: string, id: number): Promise<void> {
  await staffSignsIn(staff, 'SalesPerson', 'el');
  await staff.goto(`/el/admin/returns?q=${code}`);
  const card = staff.getByRole('article', { name: `Επιστροφή #${id}` });
  const step = async (button: string, dialogName: string) => {
    await card.getByRole('button', { name: button }).click();
    const dialog = staff.getByRole('dialog', { name: dialogName });
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
  };
  await step('Έγκριση', `Έγκριση της επιστροφής #${id};`);
  await expect(card.getByTestId('return-state')).toHaveText('Εγκρίθηκε');
  await step('Παραλαβή', `Παραλαβή της επιστροφής #${id};`);
  await expect(card.getByTestId('return-location')).toHaveText('Φαρμακείο Λαμίας');
  await step('Επιστροφή χρημάτων', `Επιστροφή χρημάτων για την επιστροφή #${id};`);
  await expect(card.getByTestId('return-state')).toHaveText('Επιστράφηκαν τα χρήματα');
  await expect(card.getByTestId('return-refund')).toContainText('επιστράφηκαν από τον πάροχο');
}

/** A product's stock in Lamia's store, where returns go back by default, as staff read it. */
async function lamiaStock(productId: number): Promise<number> {
  const at = await staffToken();
  const read = async <T>(path: string) =>
    (await (
      await fetch(`${api()}/api/el/${path}`, { headers: { authorization: `Bearer ${at}` } })
    ).json()) as T;
  const locations = await read<{ id: number; code: string }[]>('admin/stock/locations');
  const lamia = locations.find((location) => location.code === 'lamia');
  if (!lamia) throw new Error('no Lamia location');
  const stock = await read<{ rows: { locationId: number; stock: number }[] }>(
    `admin/stock/product?id=${productId}`,
  );
  return stock.rows.find((row) => row.locationId === lamia.id)?.stock ?? 0;
}

/** Marks a product non-returnable once unsealed, as staff would in the catalogue. */
async function markNonReturnable(productId: number): Promise<void> {
  const admin = await staffToken('Admin');
  const got = await fetch(`${api()}/api/el/admin/products/get?id=${productId}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(got.status).toBe(200);
  const saved = await apiPost('admin/products/save', { ...(await got.json()), nonReturnable: true }, admin);
  expect(saved.status, await saved.clone().text()).toBe(200);
  await expect
    .poll(async () => {
      const response = await fetch(`${api()}/api/en/products/getbyproductsids?productsids=${productId}`);
      const { items } = (await response.json()) as { items: { nonReturnable?: boolean }[] };
      return items[0]?.nonReturnable;
    })
    .toBe(true);
}

/** A signed-in customer's cash-on-delivery courier order, placed through the API. */
async function codOrder(token: string, products: StockedProduct[]): Promise<string> {
  const option = async (path: string, code: string) => {
    const { items } = (await (await fetch(`${api()}/api/el/${path}`)).json()) as {
      items: { id: number; cd: string }[];
    };
    return items.find((item) => item.cd === code)?.id;
  };
  const placed = await apiPost(
    'orders/save',
    {
      lines: products.map((product) => ({ pid: product.id, pdid: 0, qty: 1 })),
      stid: await option('shippingtypes/getallfront', 'courier'),
      ptid: await option('paymenttypes/getallfront', 'cash-on-delivery'),
      fnm: 'Helen',
      lnm: 'Returns',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ermou 12',
      ct: 'Larissa',
      pc: '41222',
      hasAcceptedTerms: true,
    },
    token,
    { 'idempotency-key': `returns-cod-${Date.now()}` },
  );
  expect(placed.status, await placed.clone().text()).toBe(200);
  return ((await placed.json()) as { uid: string }).uid;
}

test('an unsealed cosmetic marked non-returnable cannot be selected and the form says why; a wrong IBAN is shown beside its field (English)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [cosmetic] = await stockedProducts(1, (product) =>
    /Μακιγιάζ|Πρόσωπο/.test((product as StockedProduct & { cnm: string }).cnm),
  );
  const [other] = await stockedProducts(1, (product) => product.cprc < 40 && product.id !== cosmetic?.id, 3);
  if (!cosmetic || !other) throw new Error('no products');
  await markNonReturnable(cosmetic.id);
  const email = await verifiedCustomer('returns-en', 'Helen', 'Returns');
  const token = await customerToken(email);
  const uid = await codOrder(token, [cosmetic, other]);
  await deliver(uid, token);

  await signIn(page, email);
  await open(page, `/en/profile/orders/${uid}`);
  const returns = page.getByTestId('order-returns');
  await expect(returns).toContainText('You may return products of this order until');
  await page.setViewportSize({ width: 1280, height: 1700 });
  await returns.getByRole('button', { name: 'Return products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return products' });
  // A line keeps the name it had when the order was placed (in Greek, here).
  const locked = dialog.getByTestId('return-line').filter({ hasText: cosmetic.nm });
  await expect(locked.getByRole('spinbutton')).toBeDisabled();
  await expect(locked.getByTestId('return-line-why')).toHaveText(
    'Cannot be returned: once unsealed, this product cannot be taken back for health protection or hygiene reasons.',
  );
  const free = dialog.getByTestId('return-line').filter({ hasNot: page.getByTestId('return-line-why') });
  await expect(free.getByRole('spinbutton')).toBeEnabled();

  // Nothing chosen: the form says what is missing before anything is sent.
  await dialog.getByRole('button', { name: 'Send the return request' }).click();
  await expect(dialog).toContainText('Choose at least one product to return.');
  await expect(dialog).toContainText('Choose a reason.');
  await expect(dialog).toContainText('Choose how the parcel comes back.');

  // Paid on delivery: the money comes back to an IBAN, which the API checks.
  await free.getByRole('spinbutton').fill('1');
  await dialog.getByLabel('Reason').selectOption({ label: 'It arrived damaged' });
  await dialog.getByLabel('Comment').fill('The box was crushed.');
  await dialog.getByRole('radio', { name: /BoxNow locker/ }).check();
  await dialog.getByLabel('IBAN for the refund').fill('GR16 0110 1250 0000 0001 2300 000');
  await dialog.getByRole('button', { name: 'Send the return request' }).click();
  await expect(dialog.getByText('Enter a valid IBAN.')).toBeVisible();
  await expect(dialog.getByLabel('IBAN for the refund')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'return form, en');
  await shot(page, 'form-en');

  await dialog.getByLabel('IBAN for the refund').fill('GR16 0110 1250 0000 0001 2300 695');
  // A courier order has no locker of its own: the API asks which one the parcel is dropped at.
  await expect(dialog.getByLabel('BoxNow locker id')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Send the return request' }).click();
  await expect(
    dialog.getByText('Enter the id of the BoxNow locker you will drop the parcel at.'),
  ).toBeVisible();
  await shot(page, 'form-locker-en');
  const { items: lockers } = await customerGet<{ items: { id: string }[] }>(
    `lockers/search?q=${encodeURIComponent('Λαμία')}`,
    token,
  );
  const locker = lockers[0];
  if (!locker) throw new Error('no locker in Lamia');
  await dialog.getByLabel('BoxNow locker id').fill(locker.id);
  await dialog.getByRole('button', { name: 'Send the return request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('return-requested')).toBeVisible();
  const asked = page.getByTestId('order-return');
  await expect(asked).toHaveCount(1);
  await expect(asked.getByTestId('return-status')).toHaveText('Requested');
  await expect(asked).toContainText(`1 × ${other.nm}`);
  await expect(asked).toContainText('It arrived damaged · BoxNow locker');

  // Approved: the BoxNow voucher and its label PDF are on the order page.
  const { items } = await customerGet<{ items: { id: number; uid: string; code: string }[] }>(
    'returns/getbycustomer',
    token,
  );
  const id = items.find((item) => item.uid === uid)?.id;
  if (!id) throw new Error('the return is not listed');
  await staffApproves(id);
  await page.reload();
  await expect(asked.getByTestId('return-status')).toHaveText('Approved');
  await expect(asked.getByTestId('return-voucher')).toContainText('BoxNow return voucher:');
  await expect(asked.getByTestId('return-voucher-no')).not.toBeEmpty();
  const label = page.waitForEvent('download');
  await asked.getByTestId('return-label').click();
  const bytes = new Uint8Array(await readFile(await (await label).path()));
  expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
  await shot(page, 'order-voucher-en');
  await open(page, `/profile/orders/${uid}`);
  await expect(page.getByTestId('return-voucher')).toContainText('Voucher επιστροφής BoxNow:');
  await shot(page, 'order-voucher-el');
});

test('a customer returns one of two lines of a delivered card order; staff approve, receive and refund it; the customer sees the refund, its credit note and the points taken back (Greek)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [kept, returned] = await stockedProducts(2, (product) => product.cprc < 40, 6);
  if (!kept || !returned) throw new Error('no products');
  const email = await verifiedCustomer('returns-el', 'Μαρία', 'Επιστροφών');
  const token = await customerToken(email);

  // A guest's cart joins the account's on signing in; paid by card through the shop's sandbox.
  await fillCart(page, [
    { productId: returned.id, quantity: 1 },
    { productId: kept.id, quantity: 1 },
  ]);
  await signIn(page, email);
  await open(page, '/checkout-login');
  await expect(page).toHaveURL(/\/checkout-information$/);
  await fillBilling(page, 'el', 'Στερεά Ελλάδα', 'Λαμία', '35100');
  await toShippingPayment(page, 'el');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.card }).click();
  await pay(page, 'el');
  await page.getByRole('button', { name: TEXT.el.approve }).click();
  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const uid = new URL(page.url()).pathname.split('/').pop() ?? '';
  await deliver(uid, token);

  const points = async () => {
    const available = await customerGet<{ apts: number; ppts: number }>(
      'customers/getcustomeravailableloyaltypoints',
      token,
    );
    return available.apts + available.ppts;
  };
  const pointsBefore = await points();

  await open(page, `/profile/orders/${uid}`);
  await page.setViewportSize({ width: 1280, height: 1700 });
  await page.getByRole('button', { name: 'Επιστροφή προϊόντων' }).click();
  const dialog = page.getByRole('dialog', { name: 'Επιστροφή προϊόντων' });
  await expect(dialog.getByTestId('return-line')).toHaveCount(2);
  await dialog.getByLabel(`Ποσότητα για επιστροφή: ${returned.nm}`).fill('1');
  await dialog.getByLabel('Αιτία').selectOption({ label: 'Άλλαξα γνώμη' });
  await dialog.getByRole('radio', { name: /Παράδοση σε κατάστημα/ }).check();
  // A card order's money goes back to the card: no IBAN is asked.
  await expect(dialog.getByLabel('IBAN για την επιστροφή χρημάτων')).toHaveCount(0);
  await expectAccessible(page, 'return form, el');
  await shot(page, 'form-el');
  await dialog.getByRole('button', { name: 'Αποστολή αιτήματος επιστροφής' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('order-return');
  await expect(card.getByTestId('return-status')).toHaveText('Υποβλήθηκε');

  const { items } = await customerGet<{ items: { id: number; uid: string; code: string }[] }>(
    'returns/getbycustomer',
    token,
  );
  const asked = items.find((item) => item.uid === uid);
  if (!asked) throw new Error('the return is not listed');
  const order = { code: asked.code };
  const stockBefore = await lamiaStock(returned.id);
  const staff = await browser.newContext();
  await staffTakesReturn(await staff.newPage(), order.code, asked.id);
  await staff.close();
  expect(await lamiaStock(returned.id)).toBe(stockBefore + 1);

  await page.reload();
  await expect(card.getByTestId('return-status')).toHaveText('Επιστράφηκαν χρήματα');
  const euros = returned.cprc.toFixed(2).replace('.', ',');
  await expect(card.getByTestId('return-amount')).toContainText(euros);
  await expect(card.getByTestId('return-line')).toContainText(`1 × ${returned.nm} · Παραλήφθηκε`);
  await expect(page.getByTestId('order-status').first()).toHaveText('Επιστράφηκε μερικώς');

  // The points earned on the returned line are taken back.
  const taken = Number((await card.getByTestId('return-points-taken').textContent())?.replace(/\D/g, ''));
  expect(taken).toBeGreaterThan(0);
  expect(await points()).toBe(pointsBefore - taken);

  // The credit note of the refund answers a PDF.
  const download = page.waitForEvent('download');
  await card.getByTestId('return-credit-note').click();
  const bytes = new Uint8Array(await readFile(await (await download).path()));
  expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
  expect(await pdfText(bytes)).toContain('Πιστωτικό Στοιχείο Λιανικής');
  await expectAccessible(page, 'order page with a refunded return, el');
  await shot(page, 'order-refunded-el');

  await open(page, `/en/profile/orders/${uid}`);
  await expect(page.getByTestId('return-status')).toHaveText('Refunded');
  await expect(page.getByTestId('return-amount')).toContainText(returned.cprc.toFixed(2));
  await shot(page, 'order-refunded-en');
});
