import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { markupOf, open, screenshot } from './support';

const api = () => process.env.E2E_API_URL;

interface Dimension {
  cvtxt: string | null;
  id: number;
  nm: string;
  qty: number;
  cprc: number;
  /** The size's own announced reduction in percent. */
  dsc: number;
}

interface ShopProduct {
  id: number;
  nm: string;
  eurl: string;
  cprc: number;
  /** The price a reduction is announced from: the lowest of the last 30 days. */
  cprcbd: number;
  aggregates: { rating: number; reviews: number };
  ast: number;
  /** The detailed availability, for the label. */
  avl: number;
  nqty: number | null;
  nunit: 'ml' | 'g' | 'piece' | null;
  qty: number;
  dshc: boolean;
  mfid: number | null;
  mfnm: string | null;
  breadcrumbs: { id: number; nm: string; eurl: string }[];
  dimensions: Dimension[];
}

interface Listing {
  items: ShopProduct[];
  total: number;
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${api()}/api/el/${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A product of the demo shop that fits a test, found through the API the shop runs on. */
async function findProduct(fits: (product: ShopProduct) => boolean): Promise<ShopProduct> {
  for (let id = 1; id < 400; id += 1) {
    const response = await fetch(`${api()}/api/el/products/getbyidfront?id=${id}`);
    if (!response.ok) continue;
    const product = (await response.json()) as ShopProduct;
    if (fits(product)) return product;
  }
  throw new Error('the demo catalogue has no fitting product');
}

/** Euros as the storefront writes them in Greek: "23,00 €". */
const euros = (amount: number) =>
  `${amount.toLocaleString('el-GR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;

/** "1.234,50 €" back to 1234.5. */
const parseEuros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** Text as React writes it into server-rendered HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const ELOT_743: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** A Greek name in Greeklish (ELOT 743, without accents), as a shopper with a Latin keyboard types it. */
const greeklish = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ου/g, 'ou')
    .replace(/./g, (letter) => ELOT_743[letter] ?? letter);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('category, brand, search and product pages carry names, prices and JSON-LD in the server HTML', async ({
  request,
}) => {
  const category = await apiGet<{ id: number }>('categories/getbyurl?url=face');
  const inCategory = await apiGet<Listing>(`products/getbycategoryid?id=${category.id}`);
  expect(inCategory.items.length).toBeGreaterThan(0);
  const categoryHtml = await (await request.get('/categories/face')).text();
  for (const product of inCategory.items) {
    expect(categoryHtml).toContain(escapeHtml(product.nm));
    expect(categoryHtml).toContain(euros(product.cprc));
  }
  // Cards carry the rating in the page's number format and how many reviews it rests on.
  const rated = inCategory.items.find((product) => product.aggregates.reviews > 1);
  if (!rated) throw new Error('the demo category has no reviewed product');
  const rating = rated.aggregates.rating.toLocaleString('el-GR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  expect(categoryHtml).toContain(`${rating} από 5 αστέρια`);
  expect(categoryHtml).toContain(`(${rated.aggregates.reviews} κριτικές)`);
  // The product page's first reviews are in the server's HTML.
  const firstReviews = (await (
    await fetch(`${api()}/api/el/reviews/getreviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to_ent: 'Product', to_id: rated.id }),
    })
  ).json()) as { items: { tl: string }[] };
  const ratedHtml = await (await request.get(`/products/${rated.eurl}`)).text();
  expect(ratedHtml).toContain(escapeHtml(firstReviews.items[0]?.tl ?? 'no review'));
  // On the English page a Greek review is shown as written, and says so.
  const ratedEnglishHtml = await (await request.get(`/en/products/${rated.eurl}`)).text();
  expect(ratedEnglishHtml).toContain('Written in Greek');
  expect(ratedEnglishHtml).toContain(`lang="el">${escapeHtml(firstReviews.items[0]?.tl ?? 'no review')}`);

  const brands = await apiGet<{ items: { id: number; eurl: string; cnt: number }[] }>(
    'manufacturers/getallpublic',
  );
  const brand = brands.items.find((item) => item.cnt > 0);
  if (!brand) throw new Error('no brand with products');
  const ofBrand = await apiGet<Listing>(`products/GetByManufacturerId?id=${brand.id}`);
  expect(ofBrand.items.length).toBeGreaterThan(0);
  const brandHtml = await (await request.get(`/brands/${brand.eurl}`)).text();
  for (const product of ofBrand.items) {
    expect(brandHtml).toContain(escapeHtml(product.nm));
    expect(brandHtml).toContain(euros(product.cprc));
  }

  const key = 'κρέμα';
  const found = await apiGet<Listing>(`products/searchwithfilters?key=${encodeURIComponent(key)}`);
  expect(found.items.length).toBeGreaterThan(0);
  const searchHtml = await (await request.get(`/search-results?key=${encodeURIComponent(key)}`)).text();
  for (const product of found.items) {
    expect(searchHtml).toContain(escapeHtml(product.nm));
    expect(searchHtml).toContain(euros(product.cprc));
  }

  const product = inCategory.items[0];
  if (!product) throw new Error('no product');
  const productHtml = await (await request.get(`/products/${product.eurl}`)).text();
  expect(productHtml).toContain(escapeHtml(product.nm));
  expect(productHtml).toContain(euros(product.cprc));
  const jsonLd = [...productHtml.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, body]) => JSON.parse(body ?? 'null') as { '@type'?: string },
  );
  expect(jsonLd).toContainEqual(
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.nm,
      offers: expect.objectContaining({
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: product.cprc.toFixed(2),
      }),
    }),
  );
});

test('an announced reduction states the lowest price of the last 30 days in words, on cards and the product page, in Greek and English', async ({
  request,
}) => {
  const category = await apiGet<{ id: number }>('categories/getbyurl?url=face');
  const listing = await apiGet<Listing>(`products/getbycategoryid?id=${category.id}&psize=96`);
  const reduced = listing.items.find((product) => product.cprcbd > product.cprc);
  const plain = listing.items.find((product) => product.cprcbd <= product.cprc);
  if (!reduced || !plain) throw new Error('the demo category needs a reduced and a plain product');
  const greek = `Χαμηλότερη τιμή 30 ημερών: ${euros(reduced.cprcbd)}`;
  const english = `Lowest price in the last 30 days: ${reduced.cprcbd.toFixed(2)}\u00a0€`;

  const categoryHtml = await (await request.get('/categories/face?psize=96')).text();
  expect(categoryHtml).toContain(greek);
  const productHtml = await (await request.get(`/products/${reduced.eurl}`)).text();
  expect(productHtml).toContain(greek);
  const englishHtml = await (await request.get(`/en/products/${reduced.eurl}`)).text();
  expect(englishHtml).toContain(english);
  // No reduction announced, no prior price.
  const plainHtml = await (await request.get(`/products/${plain.eurl}`)).text();
  expect(markupOf(plainHtml)).not.toContain('Χαμηλότερη τιμή 30 ημερών');
});

test('on a phone the products come first and the filters open in a drawer that counts what they leave', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/categories/face');
  const firstCard = page.getByTestId('product-card').first();
  const box = await firstCard.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
  await expect(page.getByRole('group', { name: 'Μάρκα' })).toBeHidden();

  await page.getByRole('button', { name: 'Φίλτρα', exact: true }).click();
  const drawer = page.getByRole('complementary', { name: 'Φίλτρα' }).last();
  const price = drawer.getByRole('group', { name: 'Τιμή' });
  const band = price.getByRole('checkbox').first();
  const count = Number((await band.textContent())?.match(/\((\d+)\)/)?.[1]);
  await band.click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(band).toBeChecked();
  const show = drawer.getByRole('button', { name: new RegExp(`^Εμφάνιση ${count} προϊόντ`) });
  await expect(show).toBeVisible();
  await screenshot(page, 'listing-filters-drawer-390');
  await show.click();
  await expect(drawer).toBeHidden();
  // One page of them: 24 by default.
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(count, 24));
  await expect(page.getByRole('button', { name: 'Φίλτρα (1)' })).toBeVisible();
});

test('the results page keeps its query in the search box; a page past the last says so and leads back', async ({
  page,
}) => {
  await open(page, `/search-results?key=${encodeURIComponent('κρέμα')}`);
  const box = page.getByRole('combobox', { name: 'Αναζήτηση προϊόντων' });
  await expect(box).toHaveValue('κρέμα');
  // Kept to refine, not typed: no suggestions open by themselves.
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('search-dropdown')).toHaveCount(0);

  await open(page, '/categories/face?page=99');
  const past = page.getByTestId('listing-past-last-page');
  await expect(past).toContainText('Η σελίδα 99 δεν έχει προϊόντα.');
  await past.getByRole('link', { name: 'Στην πρώτη σελίδα' }).click();
  await expect(page).toHaveURL(/\/categories\/face$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a make-up shade is asked for as a colour, and choosing one takes the "choose" message away', async ({
  page,
}) => {
  const product = await findProduct(
    (p) =>
      p.ast === 1 &&
      p.dimensions.length > 0 &&
      p.dimensions.every((d) => d.cvtxt !== null && d.nm === d.cvtxt) &&
      p.dimensions.some((d) => d.qty > 0),
  );
  await open(page, `/products/${product.eurl}`);
  await expect(page.getByRole('group', { name: 'Επιλέξτε χρώμα' })).toBeVisible();
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  const refusal = page.getByText('Επιλέξτε χρώμα για να συνεχίσετε.');
  await expect(refusal).toBeVisible();
  const shade = product.dimensions.find((d) => d.qty > 0);
  await page.getByRole('button', { name: shade?.nm ?? '', exact: true }).click();
  await expect(refusal).toBeHidden();
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })).toBeVisible();
});

/** The serious and critical axe violations on the page as it stands, one line each. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets}`;
    });
}

/** The demo products and brand the axe pages are drawn from, looked up once per worker. */
const axeSubjects = (() => {
  let found: Promise<{ brand: string; sized: string; unavailable: string }> | undefined;
  return () => {
    found ??= (async () => {
      const brands = await apiGet<{ items: { eurl: string; cnt: number }[] }>('manufacturers/getallpublic');
      const brand = brands.items.find((item) => item.cnt > 0);
      const sized = await findProduct((p) => p.dimensions.some((d) => d.qty <= 0));
      const unavailable = await findProduct((p) => p.dimensions.length === 0 && p.ast !== 1);
      return { brand: brand?.eurl ?? '', sized: sized.eurl, unavailable: unavailable.eurl };
    })();
    return found;
  };
})();

// One test per page: a full axe run takes 3-5 s on a busy 2-core machine, fourteen in one test
// came close to any timeout worth having.
const AXE_PAGES: { name: string; path: (subjects: Awaited<ReturnType<typeof axeSubjects>>) => string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'listing', path: () => '/categories/face' },
  { name: 'brand', path: ({ brand }) => `/brands/${brand}` },
  { name: 'brands', path: () => '/brands' },
  { name: 'search', path: () => '/search-results?key=krema' },
  { name: 'product with a sold-out size', path: ({ sized }) => `/products/${sized}` },
  { name: 'unavailable product', path: ({ unavailable }) => `/products/${unavailable}` },
  { name: 'English home', path: () => '/en/' },
  { name: 'English listing', path: () => '/en/categories/face' },
  { name: 'English product', path: ({ sized }) => `/en/products/${sized}` },
  { name: 'English search', path: () => '/en/search-results?key=cream' },
];

for (const axePage of AXE_PAGES) {
  test(`the ${axePage.name} page has no serious or critical axe violations`, async ({ page }) => {
    const path = axePage.path(await axeSubjects());
    await open(page, path);
    const found = await axeViolations(page, path);
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('a filtered listing, a sold-out size chosen and the open search dropdown have no serious or critical axe violations', async ({
  page,
}) => {
  const { sized } = await axeSubjects();
  await open(page, '/categories/face');
  // Space toggles a facet as it does any checkbox.
  const firstBrand = page.getByRole('group', { name: 'Μάρκα' }).getByRole('checkbox').first();
  await firstBrand.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(firstBrand).toBeChecked();
  const found = await axeViolations(page, '/categories/face, a brand chosen');
  await open(page, `/products/${sized}`);
  await page
    // A size, or a shade for make-up.
    .getByRole('group', { name: /^Επιλέξτε (μέγεθος|χρώμα)$/ })
    .getByRole('button', { name: /\(εξαντλήθηκε\)$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true })).toBeDisabled();
  found.push(...(await axeViolations(page, `/products/${sized}, a sold-out size chosen`)));
  await open(page, '/');
  await page.getByRole('combobox', { name: 'Αναζήτηση προϊόντων' }).fill('krema');
  await expect(page.getByTestId('search-dropdown')).toBeVisible();
  found.push(...(await axeViolations(page, '/, search dropdown open')));
  expect(found, found.join('\n')).toEqual([]);
});

/** A product's category and brand filter, when that brand has at least two products there to sort. */
async function brandListing(product: ShopProduct) {
  for (const category of [...product.breadcrumbs].reverse()) {
    const listing = await apiGet<Listing>(
      `products/getbycategoryid?id=${category.id}&q=${encodeURIComponent(`6:${product.mfid}`)}&psize=96`,
    );
    if (listing.items.length >= 2 && listing.items.some((item) => item.id === product.id)) {
      return { category, listing };
    }
  }
  return null;
}

/** The price a card leads with: a size in stock's lowest price (the contract's `leadPrice`), else the product's. */
function leadOf(product: ShopProduct): number {
  const inStock = product.dimensions.filter((dimension) => dimension.qty > 0);
  const offered = inStock.length > 0 ? inStock : product.dimensions;
  return offered.length > 0 ? Math.min(...offered.map((dimension) => dimension.cprc)) : product.cprc;
}

test('a card the pointer rests on for 700 ms has its page read before the click; a page seen within 100 s is not asked for again', async ({
  page,
}) => {
  const product = await findProduct((p) => p.ast === 1 && p.breadcrumbs.length > 0);
  const category = product.breadcrumbs[product.breadcrumbs.length - 1];
  if (!category) throw new Error('no category');
  // The page data the router asks the server for, by the route it is for.
  const reads: { path: string; routes: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data'))
      reads.push({ path: url.pathname, routes: url.searchParams.get('_routes') ?? '' });
  });
  const readsOf = (route: string, path: string) =>
    reads.filter((read) => read.routes.includes(route) && read.path === `${path}.data`).length;

  await open(page, `/categories/${category.eurl}`);
  const link = page.getByTestId('product-card').first().getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  const name = (await link.textContent()) ?? '';
  await link.hover();
  await page.waitForTimeout(400);
  expect(readsOf('product', href)).toBe(0);
  await expect.poll(() => readsOf('product', href)).toBe(1);
  await page.waitForLoadState('networkidle');

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.trim());
  expect(readsOf('product', href)).toBe(1);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.nm);
  expect(readsOf('category', `/categories/${category.eurl}`)).toBe(0);
});

test('a shopper browses a category, filters by brand, sorts by price and buys a size', async ({ page }) => {
  // A product with sizes of different prices, some in stock and at least one sold out.
  let journey: {
    product: ShopProduct;
    category: { id: number; nm: string; eurl: string };
    ofBrand: Listing;
  } | null = null;
  for (let id = 1; id < 400 && !journey; id += 1) {
    const response = await fetch(`${api()}/api/el/products/getbyidfront?id=${id}`);
    if (!response.ok) continue;
    const p = (await response.json()) as ShopProduct;
    if (
      p.ast !== 1 ||
      p.dshc ||
      p.mfid === null ||
      !p.dimensions.some((d) => d.qty <= 0) ||
      !p.dimensions.some((d) => d.qty > 0 && d.cprc !== p.cprc)
    ) {
      continue;
    }
    const found = await brandListing(p);
    if (found) journey = { product: p, category: found.category, ofBrand: found.listing };
  }
  if (!journey?.product.mfnm) throw new Error('the demo catalogue has no product for the journey');
  const { product, category, ofBrand } = journey;
  const brand = product.mfnm ?? '';

  await open(page, `/categories/${category.eurl}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.nm);
  const cards = page.getByTestId('product-card');
  const brands = page.getByRole('group', { name: 'Μάρκα' });
  // The long brand list shows its first few; the rest are one click away.
  await brands.getByRole('button', { name: /^Όλες οι επιλογές \(\d+\)$/ }).click();
  const brandFilter = brands.getByRole('checkbox', {
    name: new RegExp(`^${escapeRegExp(brand)} \\(\\d+\\)$`),
  });
  await expect(brandFilter).not.toBeChecked();
  await brandFilter.click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=6%3A${product.mfid}`));
  await expect(brandFilter).toBeChecked();
  await expect(cards).toHaveCount(ofBrand.items.length);
  for (const card of await cards.all()) await expect(card).toContainText(brand);

  await page.getByLabel('Ταξινόμηση').selectOption('PriceAscending');
  await expect(page).toHaveURL(/[?&]sort=PriceAscending/);
  await expect(cards.first().getByTestId('price')).toHaveText(
    euros(Math.min(...ofBrand.items.map((item) => leadOf(item)))),
  );
  const shown = (await cards.getByTestId('price').allTextContents()).map(parseEuros);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  // A card leads with the price of a size in stock, the price the shopper can buy at.
  expect(shown).toEqual(ofBrand.items.map((item) => leadOf(item)).sort((a, b) => a - b));
  await screenshot(page, 'catalog-category-filtered-sorted');

  await cards.getByRole('link', { name: product.nm, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.eurl}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nm);
  // The product's own article; related products further down have prices too.
  const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  const price = details.getByTestId('price');
  await expect(price).toHaveText(euros(leadOf(product)));

  const size = product.dimensions.find((d) => d.qty > 0 && d.cprc !== product.cprc);
  const soldOut = product.dimensions.find((d) => d.qty <= 0);
  if (!size || !soldOut) throw new Error('no sizes');
  const sizes = page.getByRole('group', { name: 'Επιλέξτε μέγεθος' });
  await sizes.getByRole('button', { name: size.nm, exact: true }).click();
  await expect(sizes.getByRole('button', { name: size.nm, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(price).toHaveText(euros(size.cprc));
  await expect(details.getByTestId('availability')).toHaveText('Άμεσα διαθέσιμο');
  const addToCart = page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true });
  await expect(addToCart).toBeEnabled();
  // The badge is the chosen size's own reduction.
  const discountBadge = details.getByTestId('discount-badge');
  if (size.dsc > 0) await expect(discountBadge).toHaveText(`-${size.dsc}%`);
  else await expect(discountBadge).toHaveCount(0);
  await screenshot(page, 'catalog-product-size');
  // The dialog names the size and says the size's price, the one the cart charges.
  await addToCart.click();
  const added = page.getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' });
  await expect(added.getByTestId('added-dimension')).toHaveText(`Μέγεθος: ${size.nm}`);
  await expect(added.getByTestId('added-price')).toHaveText(euros(size.cprc));
  await screenshot(page, 'catalog-product-size-added');
  await page.keyboard.press('Escape');
  await expect(added).toHaveCount(0);

  await sizes.getByRole('button', { name: `${soldOut.nm} (εξαντλήθηκε)`, exact: true }).click();
  await expect(price).toHaveText(euros(soldOut.cprc));
  await expect(details.getByTestId('availability')).toHaveText('Εξαντλήθηκε');
  await expect(addToCart).toBeDisabled();
  // Spec 000 §5: a sold-out size is said as "product unavailable".
  await expect(page.getByRole('status').filter({ hasText: 'Το προϊόν δεν είναι διαθέσιμο.' })).toBeVisible();
  await expect(sizes.getByRole('button', { name: `${soldOut.nm} (εξαντλήθηκε)` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The back-in-stock form asks about the size chosen.
  await expect(page.getByRole('combobox', { name: 'Μέγεθος' })).toHaveValue(String(soldOut.id));
  await screenshot(page, 'catalog-product-size-sold-out');
});

test('a product delivered in 2-5 days with none in stock can be bought, in Greek and English, and says so to search engines', async ({
  page,
  request,
}) => {
  const DAYS_2_5 = 7;
  const product = await findProduct(
    (p) => p.avl === DAYS_2_5 && p.qty === 0 && p.dimensions.length === 0 && !p.dshc,
  );
  expect(product.ast).toBe(1);
  const html = await (await request.get(`/products/${product.eurl}`)).text();
  expect(html).toContain('"availability":"https://schema.org/BackOrder"');

  await open(page, `/products/${product.eurl}`);
  const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(details.getByTestId('availability')).toContainText('Παράδοση σε 2-5 ημέρες');
  await expect(page.getByText('Το προϊόν δεν είναι διαθέσιμο')).toHaveCount(0);
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' })).toContainText(product.nm);
  await screenshot(page, 'catalog-product-back-order-el');

  await open(page, `/en/products/${product.eurl}`);
  await expect(details.getByTestId('availability')).toContainText('Delivery in 2-5 days');
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled();
});

test('product pages and cards state the price per litre beside the price, in Greek and English', async ({
  page,
  request,
}) => {
  const perLitreOf = (p: ShopProduct) => Math.round((p.cprc * 100 * 1000) / (p.nqty ?? 1)) / 100;
  // Under 1 000 €/l, so that the expected text needs no thousands separator.
  const product = await findProduct(
    (p) => p.nunit === 'ml' && (p.nqty ?? 0) > 0 && p.dimensions.length === 0 && perLitreOf(p) < 1000,
  );
  const perLitre = perLitreOf(product);
  const greek = `${euros(perLitre)} ανά λίτρο`;
  await open(page, `/products/${product.eurl}`);
  const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(details.getByTestId('unit-price')).toHaveText(greek);
  await screenshot(page, 'catalog-product-unit-price-el');
  await open(page, `/en/products/${product.eurl}`);
  await expect(details.getByTestId('unit-price')).toHaveText(`${perLitre.toFixed(2)}\u00a0€ per litre`);
  // Cards carry it too, in the server's HTML.
  const category = product.breadcrumbs.at(-1);
  if (!category) throw new Error('no category');
  const listing = await (await request.get(`/categories/${category.eurl}?psize=100`)).text();
  expect(listing).toContain(`${euros(perLitre)} ανά λίτρο`);
});

test('product cards put in the cart from the listing, and a card with sizes leads to its page (Greek at 390 px, English)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const category = await apiGet<{ id: number }>('categories/getbyurl?url=face');
  const listing = await apiGet<Listing>(`products/getbycategoryid?id=${category.id}`);
  const plain = listing.items.find((p) => p.ast === 1 && !p.dshc && p.dimensions.length === 0);
  if (!plain) throw new Error('no plain product on the first page');
  await open(page, '/categories/face');
  const card = page.getByTestId('product-card').filter({ hasText: plain.nm });
  await card.getByRole('button', { name: `Προσθήκη στο καλάθι: ${plain.nm}` }).click();
  const added = page.getByRole('dialog', { name: 'Προστέθηκε στο καλάθι' });
  await expect(added).toContainText(plain.nm);
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  await screenshot(page, 'catalog-card-added-el-390');
  await page.keyboard.press('Escape');

  const withSizes = await findProduct((p) => p.dimensions.some((d) => d.cvtxt === null) && p.ast === 1);
  const sizedCategory = withSizes.breadcrumbs.at(-1);
  if (!sizedCategory) throw new Error('no category');
  const english = (await (
    await fetch(`${api()}/api/en/products/getbyidfront?id=${withSizes.id}`)
  ).json()) as ShopProduct;
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, `/en/categories/${sizedCategory.eurl}?psize=100`);
  await page
    .getByTestId('product-card')
    .filter({ hasText: english.nm })
    .getByRole('link', { name: `Choose a size: ${english.nm}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/products/${withSizes.eurl}$`));
});

test('a search without results offers the main categories, and one leads to its page (Greek and English)', async ({
  page,
}) => {
  await open(page, '/search-results?key=zzqxwv');
  await expect(page.getByText('Δεν βρέθηκαν προϊόντα για «zzqxwv».')).toBeVisible();
  const categories = page.getByTestId('main-categories');
  await expect(categories.getByRole('link', { name: 'Πρόσωπο' })).toBeVisible();
  await screenshot(page, 'search-no-results-el');
  await open(page, '/en/search-results?key=zzqxwv');
  await page.getByTestId('main-categories').getByRole('link', { name: 'Face' }).click();
  await expect(page).toHaveURL(/\/en\/categories\/face$/);
});

test('the header search waits for three characters, then suggests products typed in Greeklish', async ({
  page,
}) => {
  const suggestionRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search/suggestions')) suggestionRequests.push(request.url());
  });
  // The debounce is driven by a fake clock, so "nothing happened" is checked after it has surely elapsed.
  await page.clock.install();
  await open(page, '/');
  const box = page.getByRole('combobox', { name: 'Αναζήτηση προϊόντων' });
  const dropdown = page.getByTestId('search-dropdown');

  await box.pressSequentially('kr');
  await page.clock.runFor(2_000);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(dropdown).toHaveCount(0);
  await expect(page.getByText(/Δεν βρέθηκαν προϊόντα/)).toHaveCount(0);
  expect(suggestionRequests).toEqual([]);

  // Three characters search, but say "no results" only from four on.
  await box.fill('qzx');
  const threeLetters = page.waitForResponse((response) => response.url().includes('/search/suggestions'));
  await page.clock.runFor(600);
  await threeLetters;
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByTestId('search-suggestions').getByRole('listitem')).toHaveCount(5);
  await expect(dropdown.getByText(/Δεν βρέθηκαν προϊόντα/)).toHaveCount(0);
  // Arrow keys walk the suggestions and come back up to the box; Escape returns to it too.
  const links = dropdown.getByRole('link');
  await box.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await box.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(box).toBeFocused();
  await box.fill('qzxw');
  const fourLetters = page.waitForResponse((response) => response.url().includes('key=qzxw'));
  await page.clock.runFor(600);
  await fourLetters;
  await expect(dropdown.getByText('Δεν βρέθηκαν προϊόντα για «qzxw».')).toBeVisible();
});

test('a Greeklish query shows its product within the debounce and network time; following it clears the box', async ({
  page,
}) => {
  const product = await findProduct((p) => /\p{Script=Greek}/u.test(p.nm));
  await open(page, '/');
  const box = page.getByRole('combobox', { name: 'Αναζήτηση προϊόντων' });
  const query = greeklish(product.nm);
  expect(query).toMatch(/^[\x20-\x7e]+$/);
  await box.fill(query);
  const dropdown = page.getByTestId('search-dropdown');
  const suggestion = dropdown.getByRole('link', { name: product.nm, exact: true });
  await expect(suggestion).toBeVisible({ timeout: 3_000 });
  await expect(dropdown.getByTestId('search-suggestions').getByRole('listitem')).toHaveCount(5);
  await screenshot(page, 'catalog-search-dropdown');

  await suggestion.click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.eurl}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nm);
  await expect(box).toHaveValue('');
  await expect(dropdown).toHaveCount(0);
});
