/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import {
  apiPost,
  CUSTOMER_PASSWORD,
  OrderStatus,
  open,
  signIn,
  staffApprovesReview,
  staffChangesStatus,
  staffToken,
  stockedProducts,
  verifiedCustomer,
} from './support';

test.describe.configure({ timeout: 120_000 });

declare global {
  interface Window {
    __xss: string[];
  }
}

/** Markup that, were it ever parsed as HTML, would record `where` in `window.__xss`. */
const payload = (where: string) =>
  `"><img src=x onerror=__xss.push('${where}')><script>__xss.push('${where}')</script>`;
/** A shorter one for fields of 60 characters. */
const shortPayload = (where: string) => `<img src=x onerror=__xss.push('${where}')>`;

/** Opens a page as a shopper would and gives late scripts a moment. */
async function visit(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.waitForTimeout(300);
}

async function ranScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__xss);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__xss = [];
  });
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
});

test('text customers and staff store is shown as text on every page that shows it: nothing runs', async ({
  page,
}) => {
  // A customer whose name, address, courier comment and wishlist name are markup.
  const email = await verifiedCustomer('xss', payload('first-name'), payload('last-name'));
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  expect(login.status).toBe(200);
  const { at } = (await login.json()) as { at: string };
  const address = await apiPost(
    'addresses/insertbycustomer',
    {
      tl: shortPayload('title'),
      fnm: payload('address-name'),
      adr1: payload('street'),
      ctid: 1,
      crid: 6,
      ct: payload('city'),
      pc: '41222',
      cmt: payload('comment'),
    },
    at,
  );
  expect(address.status, await address.clone().text()).toBe(200);
  const wishlist = await apiPost('wishlists/insert', { nm: payload('wishlist') }, at);
  expect(wishlist.status, await wishlist.clone().text()).toBe(200);
  const wishlistId = ((await wishlist.json()) as { id: number }).id;

  // A guest order whose names, address and note are markup, and a staff note on its status.
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 7);
  if (!product) throw new Error('no product');
  const guest = `xss.guest.${Date.now()}@example.gr`;
  const order = await apiPost(
    'orders/save',
    {
      eml: guest,
      lines: [{ pid: product.id, pdid: 0, qty: 1 }],
      stid: await courier(),
      ptid: await cashOnDelivery(),
      fnm: payload('order-first-name'),
      lnm: payload('order-last-name'),
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: payload('order-street'),
      ct: payload('order-city'),
      pc: '41222',
      ncm: payload('order-note'),
      hasAcceptedTerms: true,
    },
    undefined,
    { 'idempotency-key': `xss-${Date.now()}` },
  );
  expect(order.status, await order.clone().text()).toBe(200);
  const { uid } = (await order.json()) as { uid: string };
  await staffChangesStatus(uid, OrderStatus.Processing, payload('staff-note'));

  // A review whose title and text are markup, approved by staff: the API keeps plain text.
  const reviewTitle = `Δοκιμή XSS ${Date.now()}`;
  const review = await apiPost(
    'reviews/InsertCustomerReview',
    {
      to_ent: 'Product',
      to_id: product.id,
      tl: `${reviewTitle} ${shortPayload('review-title')}`,
      txt: `${payload('review-text')} &lt;img src=x onerror=__xss.push('review-entity')&gt; κείμενο`,
      rt: 5,
    },
    at,
  );
  expect(review.status, await review.clone().text()).toBe(200);
  await staffApprovesReview(reviewTitle);

  // Reflected: a search key.
  await visit(page, `/search-results?key=${encodeURIComponent(payload('search'))}`);
  expect(await ranScripts(page)).toEqual([]);

  await visit(page, `/track-order/${uid}`);
  const form = page.getByRole('form', { name: 'Παρακολούθηση παραγγελίας' });
  await form.getByLabel('Αριθμός παραγγελίας').fill(uid);
  await form.getByLabel('Email').fill(guest);
  await form.getByRole('button', { name: 'Αναζήτηση' }).click();
  await expect(page.getByText("__xss.push('staff-note')", { exact: false }).first()).toBeVisible();
  expect(await ranScripts(page)).toEqual([]);

  await visit(page, `/products/${product.eurl}`);
  await expect(page.getByTestId('review').filter({ hasText: reviewTitle })).toContainText('κείμενο');
  expect(await ranScripts(page)).toEqual([]);

  await signIn(page, email);
  for (const path of [
    '/profile',
    '/profile/account',
    '/profile/addresses',
    '/profile/wishlists',
    `/profile/wishlists/${wishlistId}`,
    '/en/profile/addresses',
  ]) {
    await visit(page, path);
    expect(await ranScripts(page), path).toEqual([]);
  }
  await visit(page, '/profile/addresses');
  await expect(page.getByText("__xss.push('street')", { exact: false }).first()).toBeVisible();
  await visit(page, '/profile/wishlists');
  await expect(page.getByText("__xss.push('wishlist')", { exact: false }).first()).toBeVisible();
  expect(await ranScripts(page)).toEqual([]);
});

test('articles staff store in Html and Markdown are sanitised: nothing runs, no javascript: link, the text stays', async ({
  page,
}) => {
  const at = await staffToken('Admin');
  const categories = await fetch(`${process.env.E2E_API_URL}/api/el/newscategories/getallcategories`);
  const [category] = ((await categories.json()) as { items: { id: number }[] }).items;
  if (!category) throw new Error('no article category');
  const stamp = Date.now();
  /** A body in each format that tries every way in: script, an event handler, javascript: links. */
  const bodies = {
    Html: (text: string, where: string) =>
      `<p>${text}</p>${payload(`${where}-html`)}<p><a href="javascript:__xss.push('${where}-link')">σύνδεσμος</a> <a href=" JaVaScRiPt:__xss.push('${where}-link-case')">link</a></p><p onmouseover="__xss.push('${where}-handler')">${text} II</p><svg onload="__xss.push('${where}-svg')"></svg><iframe src="javascript:__xss.push('${where}-frame')"></iframe>`,
    Markdown: (text: string, where: string) =>
      `## ${text}\n\n[πάτα εδώ](javascript:__xss.push('${where}-md-link'))\n\n${payload(`${where}-md`)}\n\n<a href="javascript:__xss.push('${where}-md-html-link')">σύνδεσμος</a>\n\n${text} II`,
  };
  const eurls: string[] = [];
  for (const format of ['Html', 'Markdown'] as const) {
    const eurl = `xss-${format.toLowerCase()}-${stamp}`;
    const stored = await apiPost(
      'admin/newsentries/insert',
      {
        eurl,
        categoryId: category.id,
        format,
        el: {
          tl: `Δοκιμή ${format}`,
          dsm: 'Σύνοψη',
          body: bodies[format](`Κείμενο ${format}`, `el-${format}`),
        },
        en: { tl: `Test ${format}`, dsm: 'Summary', body: bodies[format](`Text ${format}`, `en-${format}`) },
      },
      at,
    );
    expect(stored.status, await stored.clone().text()).toBe(200);
    eurls.push(eurl);
  }

  for (const eurl of eurls) {
    for (const [prefix, text] of [
      ['', 'Κείμενο'],
      ['/en', 'Text'],
    ] as const) {
      const path = `${prefix}/blogPost/${eurl}`;
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(prefix ? 'Test' : 'Δοκιμή');
      await expect(page.getByText(`${text} `, { exact: false }).first()).toBeVisible();
      // The paragraph that carried a mouseover handler keeps its text; pointing at it runs nothing.
      await page.getByText(`${text} `, { exact: false }).last().hover();
      expect(await page.locator('a[href*="javascript:" i], [href^="javascript:" i]').count(), path).toBe(0);
      expect(
        await page.locator('article').locator('iframe, svg[onload], [onmouseover], [onerror]').count(),
        path,
      ).toBe(0);
      expect(await ranScripts(page), path).toEqual([]);
    }
  }
});

test('an event staff store with markup in its texts runs nothing on its page, and its registration link stays https', async ({
  page,
}) => {
  const at = await staffToken('Admin');
  const eurl = `xss-event-${Date.now()}`;
  const body = (text: string, where: string) =>
    `<p>${text}</p>${payload(where)}<p><a href="javascript:__xss.push('${where}-link')">σύνδεσμος</a></p><p onclick="__xss.push('${where}-click')">${text} II</p>`;
  const refused = await apiPost(
    'admin/events/insert',
    {
      eurl,
      format: 'Html',
      start: '2031-03-10T17:00:00Z',
      end: '2031-03-10T18:00:00Z',
      mode: 'Online',
      registrationUrl: "javascript:__xss.push('registration')",
      el: { tl: 'Εκδήλωση', dsm: 'Σύνοψη', body: body('Κείμενο', 'event-el') },
    },
    at,
  );
  expect(refused.status).toBe(400);
  const stored = await apiPost(
    'admin/events/insert',
    {
      eurl,
      format: 'Html',
      start: '2031-03-10T17:00:00Z',
      end: '2031-03-10T18:00:00Z',
      mode: 'Online',
      registrationUrl: 'https://example.gr/register',
      el: {
        tl: `Εκδήλωση ${shortPayload('event-title')}`,
        dsm: payload('event-summary'),
        body: body('Κείμενο', 'event-el'),
      },
      en: { tl: `Event ${shortPayload('event-title-en')}`, dsm: 'Summary', body: body('Text', 'event-en') },
    },
    at,
  );
  expect(stored.status, await stored.clone().text()).toBe(200);
  for (const [path, text] of [
    [`/event/${eurl}`, 'Κείμενο'],
    [`/en/event/${eurl}`, 'Text'],
  ] as const) {
    await visit(page, path);
    // A title is plain text: its markup shows as written.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
    await expect(page.getByTestId('event-body')).toContainText(`${text} II`);
    await page.getByTestId('event-body').getByText(`${text} II`).click();
    expect(await page.locator('[href*="javascript:" i]').count(), path).toBe(0);
    await expect(page.getByTestId('event-registration')).toHaveAttribute(
      'href',
      'https://example.gr/register',
    );
    expect(await ranScripts(page), path).toEqual([]);
  }
});

async function optionId(path: string, code: string): Promise<number> {
  const response = await fetch(`${process.env.E2E_API_URL}/api/el/${path}`);
  const { items } = (await response.json()) as { items: { id: number; cd: string }[] };
  const found = items.find((item) => item.cd === code);
  if (!found) throw new Error(`${path}: no ${code}`);
  return found.id;
}

const courier = () => optionId('shippingtypes/getallfront', 'courier');
const cashOnDelivery = () => optionId('paymenttypes/getallfront', 'cash-on-delivery');
