import { expect, test } from '@playwright/test';
import { readFeed } from '../../apps/api/src/modules/feeds/test-feed-validator.ts';
import { staffSignsIn } from './admin-support';
import { open } from './support';

interface PageProduct {
  eurl: string;
  cprc: number;
  dimensions: { id: number; cprc: number }[];
}

const FEEDS = ['skroutz', 'bestprice', 'google'] as const;

test.describe('price-comparison feeds of the demo shop', () => {
  for (const feed of FEEDS) {
    test(`/feeds/${feed}.xml is valid, on the shop's address, at the product pages' prices`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(`/feeds/${feed}.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
      const etag = response.headers().etag;
      expect(etag).toBeTruthy();
      expect(response.headers()['last-modified']).toBeTruthy();
      const { offers, errors } = readFeed(feed, await response.text());
      expect(errors).toEqual([]);
      expect(offers.length).toBeGreaterThan(50);
      for (const offer of offers) expect(offer.link.startsWith(`${baseURL}/products/`)).toBe(true);

      // Every tenth offer, against the product page the link opens.
      for (const offer of offers.filter((_, index) => index % 10 === 0)) {
        const eurl = decodeURIComponent(offer.link.slice(`${baseURL}/products/`.length));
        const page = await request.get(`/api/el/products/getbyurl?url=${encodeURIComponent(eurl)}`);
        expect(page.status(), offer.link).toBe(200);
        const product = (await page.json()) as PageProduct;
        const shown =
          offer.sizeId === null ? product : product.dimensions.find((size) => size.id === offer.sizeId);
        expect(Math.round((shown?.cprc ?? -1) * 100), offer.id).toBe(offer.priceCents);
      }

      const again = await request.get(`/feeds/${feed}.xml`, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status()).toBe(304);
    });
  }

  test('a product link of the feed opens its page in the browser', async ({ page, request, baseURL }) => {
    const { offers } = readFeed('skroutz', await (await request.get('/feeds/skroutz.xml')).text());
    const offer = offers.find((item) => item.sizeId === null);
    if (!offer) throw new Error('no plain product in the feed');
    await page.goto(offer.link.slice(baseURL?.length ?? 0));
    const euros = (offer.priceCents / 100).toFixed(2).replace('.', ',');
    await expect(page.locator('main')).toContainText(euros);
  });

  test('an Admin leaves a category out of Skroutz in the back office, and lists it again', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const skroutz = async () =>
      readFeed('skroutz', await (await request.get('/feeds/skroutz.xml')).text()).offers;
    const [offer] = await skroutz();
    if (!offer) throw new Error('empty feed');
    const eurl = decodeURIComponent(offer.link.slice(`${baseURL}/products/`.length));
    const product = (await (
      await request.get(`/api/en/products/getbyurl?url=${encodeURIComponent(eurl)}`)
    ).json()) as {
      breadcrumbs: { id: number; nm: string }[];
    };
    const category = product.breadcrumbs.at(-1);
    if (!category) throw new Error('product without a category');

    await staffSignsIn(page, 'Admin');
    await open(page, '/en/admin/feeds');
    const section = page.getByRole('region', { name: 'Skroutz' });
    await section.getByLabel('Category').selectOption({ label: category.nm });
    await section.getByRole('button', { name: 'Leave out' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await expect(section.getByRole('listitem').filter({ hasText: category.nm })).toBeVisible();
    expect((await skroutz()).some((item) => item.productId === offer.productId)).toBe(false);
    // Google was not told.
    const google = readFeed('google', await (await request.get('/feeds/google.xml')).text()).offers;
    expect(google.some((item) => item.productId === offer.productId)).toBe(true);

    await section
      .getByRole('listitem')
      .filter({ hasText: category.nm })
      .getByRole('button', { name: 'List again' })
      .click();
    await expect(section.getByRole('listitem').filter({ hasText: category.nm })).toHaveCount(0);
    expect((await skroutz()).some((item) => item.productId === offer.productId)).toBe(true);
  });
});
