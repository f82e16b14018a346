import { expect, type Page, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import {
  apiPost,
  axeProblems,
  CUSTOMER_PASSWORD,
  mailsTo,
  open,
  screenshot,
  signIn,
  stockedProducts,
  verifiedCustomer,
} from './support';

// The back office's journeys sign in and move through several server-rendered pages.
test.describe.configure({ timeout: 180_000 });

const api = () => process.env.E2E_API_URL;

async function optionId(path: string, code: string): Promise<number> {
  const response = await fetch(`${api()}/api/el/${path}`);
  const { items } = (await response.json()) as { items: { id: number; cd: string }[] };
  const found = items.find((item) => item.cd === code);
  if (!found) throw new Error(`${path}: no ${code}`);
  return found.id;
}

/** A signed-in customer's cash-on-delivery order by courier, placed through the API. */
async function customerOrder(email: string, productId: number): Promise<{ uid: string; code: string }> {
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  const { at } = (await login.json()) as { at: string };
  const order = await apiPost(
    'orders/save',
    {
      eml: email,
      lines: [{ pid: productId, pdid: 0, qty: 1 }],
      stid: await optionId('shippingtypes/getallfront', 'courier'),
      ptid: await optionId('paymenttypes/getallfront', 'cash-on-delivery'),
      fnm: 'Μαρία',
      lnm: 'Αποστολίδου',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ερμού 12',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
    },
    at,
    { 'idempotency-key': `admin-order-${Date.now()}` },
  );
  expect(order.status, await order.clone().text()).toBe(200);
  return (await order.json()) as { uid: string; code: string };
}

/** Chooses the next status (and its note) in the order page's form and waits for the move. */
async function moveOrder(page: Page, status: string, note?: string, internalNote?: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Change status' });
  await form.getByLabel('Move to').selectOption({ label: status });
  if (note) await form.getByLabel('Tracking number — to the customer').fill(note);
  if (internalNote) await form.getByLabel('Internal note — staff only').fill(internalNote);
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByTestId('order-status')).toHaveText(status);
}

test('a SalesPerson moves an order Pending → Processing → With the courier (tracking number) → Completed; the customer sees the history and gets the mails', async ({
  page,
  browser,
}) => {
  const [product] = await stockedProducts(1, (candidate) => candidate.cprc < 60, 9);
  if (!product) throw new Error('no product');
  const email = await verifiedCustomer('backoffice', 'Μαρία', 'Αποστολίδου');
  const { uid, code } = await customerOrder(email, product.id);
  const tracking = `ACS ${Date.now() % 1_000_000_000}`;
  const internal = `Fragile, double box ${Date.now()}`;

  await staffSignsIn(page, 'SalesPerson');
  await open(page, '/en/admin/orders');
  await page.getByLabel('Code, email, name or mobile').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Pending');
  expect(await axeProblems(page, 'admin orders')).toEqual([]);
  await screenshot(page, 'admin-orders-en');
  await row.getByRole('link', { name: code }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${uid}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByRole('region', { name: 'Products' })).toContainText(product.nm);

  await moveOrder(page, 'Processing');
  // The courier's number is asked for before the order leaves.
  const form = page.getByRole('region', { name: 'Change status' });
  await form.getByLabel('Move to').selectOption({ label: 'With the courier' });
  await form.getByRole('button', { name: 'Change status' }).click();
  await expect(form.getByText("Enter the courier's tracking number.")).toBeVisible();
  // Two notes, each labelled for who reads it.
  await expect(
    form.getByText('The customer sees it in their order history and in the email they get.'),
  ).toBeVisible();
  await expect(form.getByText('The customer never sees it.')).toBeVisible();
  await moveOrder(page, 'With the courier', tracking, internal);
  await expect(page.getByTestId('order-tracking')).toContainText(tracking);
  await moveOrder(page, 'Completed');
  // From here only returns are offered: the transition table's moves, nothing else.
  await expect(form.getByLabel('Move to').locator('option')).toContainText(['Partially returned']);
  await expect(form.getByLabel('Move to').locator('option', { hasText: 'Processing' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history).toContainText(tracking);
  await expect(history.getByRole('row').filter({ hasText: tracking })).toContainText(internal);
  await expect(history).toContainText(process.env.E2E_STAFF_EMAIL ?? '');
  expect(await axeProblems(page, 'admin order')).toEqual([]);
  await screenshot(page, 'admin-order-en');

  // Paper: the packing slip names what goes in the parcel and where, without prices.
  await page.getByRole('link', { name: 'Packing slip' }).click();
  await expect(page.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(product.nm);
  await expect(page.getByRole('table')).not.toContainText('Unit price');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Back office sections' })).toBeHidden();
  await screenshot(page, 'admin-packing-slip-print');
  await page.emulateMedia({ media: 'screen' });

  await open(page, `/el/admin/orders/${uid}`);
  await expect(page.getByTestId('order-status')).toHaveText('Ολοκληρώθηκε');
  await screenshot(page, 'admin-order-el');

  // The customer's side: the history on the profile's order page, and a mail for each move.
  const customer = await browser.newPage();
  await signIn(customer, email);
  await open(customer, `/profile/orders/${uid}`);
  const steps = customer.getByTestId('status-history').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(2)).toContainText(tracking);
  await expect(customer.getByTestId('status-history')).not.toContainText(internal);
  await expect(steps.nth(3)).toContainText('Ολοκληρώθηκε');
  await screenshot(customer, 'admin-order-customer-history-el');
  await customer.close();
  // The order's mails: received when placed, shipped with the courier's number, and delivered (a
  // cash order's processing sends none, by the orders' mail rules); beside them the receipt, which
  // a cash-on-delivery order gets as the parcel leaves (decision 043).
  expect(await mailsTo(email, tracking)).toHaveLength(1);
  expect(await mailsTo(email, internal)).toHaveLength(0);
  expect(await mailsTo(email, code)).toHaveLength(4);
  expect(await mailsTo(email, `Η παραγγελία ${code} παραδόθηκε`)).toHaveLength(1);
});

test('the orders list filters by status and days and sorts on the server, in Greek', async ({ page }) => {
  await staffSignsIn(page, 'SalesPerson', 'el');
  await open(page, '/el/admin/orders');
  await page.getByLabel('Κατάσταση').selectOption({ label: 'Σε αναμονή' });
  await page.getByRole('button', { name: 'Εφαρμογή' }).click();
  await expect(page).toHaveURL(/st=0/);
  const statuses = page.getByRole('row').locator('td:nth-child(4)');
  for (const status of await statuses.allTextContents()) expect(status).toBe('Σε αναμονή');
  await page.getByRole('link', { name: /Σύνολο/ }).click();
  await expect(page).toHaveURL(/sort=total&dir=asc/);
  await screenshot(page, 'admin-orders-el');
  // A range that ends before it starts is said, in the staff member's language.
  await open(page, '/el/admin/orders?from=2026-11-30&to=2026-11-01');
  await expect(page.getByRole('alert')).toContainText('Η τελική ημέρα δεν μπορεί να είναι πριν την αρχική.');
});
