import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  apiPost,
  CUSTOMER_PASSWORD,
  open,
  type StockedProduct,
  screenshot,
  staffApprovesReview,
  stockedProducts,
  verifiedCustomer,
} from './support';

test.describe.configure({ timeout: 120_000 });

const api = () => process.env.E2E_API_URL;

/** Serious or critical axe findings of the page as it is now. */
async function axeProblems(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${where}: ${violation.id} — ${violation.nodes.map((node) => node.target.join(' '))}`,
    );
}

/** The product's rating as the API serves the product (its cards, page and structured data). */
async function ratingOf(productId: number): Promise<{ rating: number; reviews: number }> {
  const response = await fetch(`${api()}/api/el/products/getbyidfront?id=${productId}`);
  return ((await response.json()) as { aggregates: { rating: number; reviews: number } }).aggregates;
}

/** The customer's approved points, as the cart totals report the balance. */
async function pointsOf(at: string, productId: number): Promise<number> {
  const totals = await apiPost('orders/composecarttotals', { lines: [{ pid: productId, quantity: 1 }] }, at);
  expect(totals.status, await totals.clone().text()).toBe(200);
  return ((await totals.json()) as { lpnt: { bal: number } }).lpnt.bal;
}

async function optionId(path: string, code: string): Promise<number> {
  const response = await fetch(`${api()}/api/el/${path}`);
  const { items } = (await response.json()) as { items: { id: number; cd: string }[] };
  const found = items.find((item) => item.cd === code);
  if (!found) throw new Error(`${path}: no ${code}`);
  return found.id;
}

/** An order of the product by the signed-in customer: what makes a verified buyer. */
async function orderOf(product: StockedProduct, email: string, at: string): Promise<void> {
  const order = await apiPost(
    'orders/save',
    {
      eml: email,
      lines: [{ pid: product.id, pdid: 0, qty: 1 }],
      stid: await optionId('shippingtypes/getallfront', 'courier'),
      ptid: await optionId('paymenttypes/getallfront', 'cash-on-delivery'),
      fnm: 'Ελένη',
      lnm: 'Κριτικού',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ερμού 12',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
    },
    at,
    { 'idempotency-key': `review-${Date.now()}` },
  );
  expect(order.status, await order.clone().text()).toBe(200);
}

test('a customer reviews a product: hidden until staff approve it, then listed with its rating, the verified-buyer mark and the points', async ({
  page,
}) => {
  const [product] = await stockedProducts(
    1,
    (candidate) => (candidate as unknown as { aggregates: { reviews: number } }).aggregates.reviews === 0,
  );
  if (!product) throw new Error('no product without reviews');
  const email = await verifiedCustomer('reviewer', 'Ελένη', 'Κριτικού');
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  const { at } = (await login.json()) as { at: string };
  await orderOf(product, email, at);
  const pointsBefore = await pointsOf(at, product.id);
  expect(await ratingOf(product.id)).toEqual({ rating: 0, reviews: 0 });

  // A guest is asked to sign in, and comes back to the product afterwards.
  await open(page, `/products/${product.eurl}`);
  const reviews = page.getByRole('region', { name: 'Αξιολογήσεις' });
  await expect(reviews.getByText('Δεν υπάρχουν ακόμη αξιολογήσεις.')).toBeVisible();
  expect(await axeProblems(page, 'guest')).toEqual([]);
  await reviews.getByRole('link', { name: 'Συνδεθείτε για να γράψετε αξιολόγηση' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  const form = page.getByRole('form', { name: 'Σύνδεση' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Κωδικός').fill(CUSTOMER_PASSWORD);
  await form.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.eurl}$`));

  // The form checks itself before sending: title and rating are required.
  const reviewForm = page.getByRole('form', { name: 'Γράψτε τη δική σας αξιολόγηση' });
  await reviewForm.getByRole('button', { name: 'Υποβολή αξιολόγησης' }).click();
  await expect(reviewForm.getByText('Το πεδίο είναι υποχρεωτικό.')).toBeVisible();
  await expect(reviewForm.getByText('Επιλέξτε βαθμολογία από 1 έως 5 αστέρια.')).toBeVisible();
  expect(await axeProblems(page, 'form with errors')).toEqual([]);
  await screenshot(page, 'review-form');

  // Filled in with the keyboard alone: the stars are radio buttons the arrow keys move along.
  const title = `Πολύ καλό ${Date.now()}`;
  await reviewForm.getByLabel('Τίτλος').fill(title);
  await reviewForm.getByLabel('Κείμενο').fill('Το χρησιμοποιώ κάθε μέρα. <b>Συνιστάται</b>!');
  await reviewForm.getByRole('radio', { name: '1 αστέρι' }).focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(reviewForm.getByRole('radio', { name: '4 αστέρια' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(reviewForm.getByRole('button', { name: 'Υποβολή αξιολόγησης' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Ευχαριστούμε! Η αξιολόγησή σας θα εμφανιστεί μετά την έγκριση.'),
  ).toBeVisible();
  await screenshot(page, 'review-submitted');

  // Waiting for approval: not listed, not counted; its author sees that it waits.
  await page.reload();
  await expect(page.getByTestId('own-review')).toContainText('Η αξιολόγησή σας περιμένει έγκριση');
  await expect(reviews.getByText('Δεν υπάρχουν ακόμη αξιολογήσεις.')).toBeVisible();
  await expect(page.getByTestId('review')).toHaveCount(0);
  expect(await ratingOf(product.id)).toEqual({ rating: 0, reviews: 0 });

  await staffApprovesReview(title);

  await page.reload();
  const listed = page.getByTestId('review').filter({ hasText: title });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Ελένη Κ.');
  await expect(listed).toContainText('Επιβεβαιωμένη αγορά');
  // Stored as plain text: the markup's tags are gone, its words stay.
  await expect(listed).toContainText('Το χρησιμοποιώ κάθε μέρα. Συνιστάται!');
  await expect(page.getByTestId('rating-aggregate')).toContainText('4.0 από 5 (1 αξιολόγηση)');
  await expect(page.getByTestId('own-review')).toContainText('Η αξιολόγησή σας έχει δημοσιευτεί');
  // The product's own rating moved too: the API's product, and the page's structured data.
  expect(await ratingOf(product.id)).toEqual({ rating: 4, reviews: 1 });
  const html = await (await fetch(`${process.env.E2E_BASE_URL}/products/${product.eurl}`)).text();
  expect(html).toContain('"reviewCount":1');
  expect(await pointsOf(at, product.id)).toBe(pointsBefore + 50);
  expect(await axeProblems(page, 'approved')).toEqual([]);
  await screenshot(page, 'review-approved');

  // In English, the Greek review says so.
  await open(page, `/en/products/${product.eurl}`);
  const english = page.getByTestId('review').filter({ hasText: title });
  await expect(english).toContainText('Written in Greek');
  await expect(english).toContainText('Verified purchase');
});
