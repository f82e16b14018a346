import { expect, test } from '@playwright/test';
import { closeAssistant, fillCart, open, screenshot } from './support';

interface PromotedProduct {
  id: number;
  nm: string;
  eurl: string;
  cprc: number;
  cprcbd: number;
  dsc: number;
  mfnm: string | null;
  ptype: number;
  ast: number;
  qty: number;
  dimensions: unknown[];
  prom_policies: { prom_policy_badge: string | null }[];
}

/** A plain Aqualis product in stock: the demo's brand promotion takes 15 % off it. */
async function aqualisProduct(): Promise<PromotedProduct> {
  for (let id = 1; id < 400; id += 1) {
    const response = await fetch(`${process.env.E2E_API_URL}/api/el/products/getbyidfront?id=${id}`);
    if (!response.ok) continue;
    const product = (await response.json()) as PromotedProduct;
    if (product.mfnm === 'Aqualis' && product.ptype === 0 && product.ast === 1 && product.qty >= 5)
      if (product.dimensions.length === 0) return product;
  }
  throw new Error('no plain Aqualis product in the demo catalogue');
}

const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

test('at 390 px (Greek) a promoted product shows the price and points the cart charges and credits, on its page and its card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await aqualisProduct();
  expect(product.prom_policies.some((policy) => policy.prom_policy_badge === '-15%')).toBe(true);
  expect(product.cprc).toBeLessThan(product.cprcbd);

  await open(page, `/products/${product.eurl}`);
  await closeAssistant(page);
  const price = page.getByTestId('price').first();
  await expect(price).toHaveText(euros(product.cprc));
  await expect(page.getByTestId('discount-badge')).toHaveText(`-${product.dsc}%`);
  const points = Math.floor(product.cprc);
  await expect(page.getByTestId('loyalty-points')).toHaveText(`Κερδίζετε ${points} πόντους επιβράβευσης`);
  await screenshot(page, 'promotion-product-el-390');

  await open(page, '/brands/aqualis');
  const card = page.getByTestId('product-card').filter({ hasText: product.nm });
  await expect(card.getByTestId('price')).toHaveText(euros(product.cprc));
  await expect(card.getByText(`-${product.dsc}%`)).toBeVisible();

  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await open(page, '/cart');
  await expect(page.getByTestId('cart-line')).toContainText(euros(product.cprc));
  await expect(page.getByTestId('totals-total')).toHaveText(euros(product.cprc));
  // A guest is told what an account would earn: the same points the page shows.
  await expect(page.getByText(`Με λογαριασμό θα κερδίζατε ${points} πόντους`, { exact: true })).toBeVisible();
  await screenshot(page, 'promotion-cart-el-390');
});
