import { expect, type Page, test } from '@playwright/test';
import { open } from './support';

/**
 * The product page's scripts before issue 10's work (568a44e), compressed as the shop sends
 * them: 216.0 KB over 35 requests. Issue 10 asks that they do not grow (decision 012).
 */
const PRODUCT_PAGE_SCRIPT_BYTES = 216_000;

interface SizedProduct {
  eurl: string;
  dimensions: unknown[];
}

async function sizedProduct(): Promise<SizedProduct> {
  for (let id = 1; id < 400; id += 1) {
    const response = await fetch(`${process.env.E2E_API_URL}/api/el/products/getbyidfront?id=${id}`);
    if (!response.ok) continue;
    const product = (await response.json()) as SizedProduct;
    if (product.dimensions.length > 0) return product;
  }
  throw new Error('the demo catalogue has no product in sizes');
}

/** Compressed bytes of every script the page loaded on its way to network idle. */
async function scriptBytes(page: Page, path: string): Promise<{ bytes: number; scripts: number }> {
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
  });
  await open(page, path);
  const sizes = await Promise.all(scripts);
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), scripts: sizes.length };
}

test('the product page, in both languages, loads no more script than before issue 10', async ({ page }) => {
  const product = await sizedProduct();
  for (const path of [`/products/${product.eurl}`, `/en/products/${product.eurl}`]) {
    const { bytes, scripts } = await scriptBytes(page, path);
    test
      .info()
      .annotations.push({ type: 'scripts', description: `${path}: ${scripts} scripts, ${bytes} bytes` });
    expect(scripts, path).toBeGreaterThan(0);
    expect(bytes, path).toBeLessThanOrEqual(PRODUCT_PAGE_SCRIPT_BYTES);
  }
});
