import { expect, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import {
  apiPost,
  axeProblems,
  CUSTOMER_PASSWORD,
  open,
  screenshot,
  stockedProducts,
  verifiedCustomer,
} from './support';

// The back office's journeys sign in and move through several server-rendered pages.
test.describe.configure({ timeout: 120_000 });

test('a SalesPerson approves a review in the back office queue and the product page lists it', async ({
  page,
}) => {
  const [product] = await stockedProducts(
    1,
    (candidate) => (candidate as unknown as { aggregates: { reviews: number } }).aggregates.reviews === 0,
    2,
  );
  if (!product) throw new Error('no product without reviews');
  const email = await verifiedCustomer('queue', 'Νίκος', 'Βαθμός');
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  const { at } = (await login.json()) as { at: string };
  const title = `Εξαιρετικό προϊόν ${Date.now()}`;
  const written = await apiPost(
    'reviews/InsertCustomerReview',
    { tl: title, txt: 'Το συνιστώ ανεπιφύλακτα.', rt: 5, to_ent: 'Product', to_id: product.id },
    at,
  );
  expect(written.status, await written.clone().text()).toBe(200);

  await staffSignsIn(page, 'SalesPerson', 'el');
  // Newest first: the new review leads the queue; the search finds it by its title too.
  await open(page, '/el/admin/reviews');
  const queue = page.getByRole('main').getByRole('listitem');
  await expect(queue.first()).toContainText(title);
  await page.getByLabel(/^Αναζήτηση/).fill(title);
  await page.getByRole('button', { name: 'Εφαρμογή' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(queue).toHaveCount(1);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText(product.nm);
  await expect(card).toContainText('Νίκος');
  expect(await axeProblems(page, 'review queue')).toEqual([]);
  await screenshot(page, 'admin-reviews-el');
  await card.getByRole('button', { name: 'Έγκριση' }).click();
  await expect(card.getByRole('status')).toHaveText('Η αξιολόγηση εγκρίθηκε και εμφανίζεται.');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  await open(page, `/products/${product.eurl}`);
  await expect(page.getByTestId('review').filter({ hasText: title })).toHaveCount(1);

  await open(page, '/en/admin/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews waiting for approval' })).toBeVisible();
  await screenshot(page, 'admin-reviews-en');
});
