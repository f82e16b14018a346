import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(artifacts, { recursive: true });

/** Full-page screenshot under e2e/artifacts/ (git-ignored), for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage: true });
}

export interface ApiProduct {
  id: number;
  nm: string;
  eurl: string;
  cprc: number;
}

/** A product straight from the API the shop runs on. */
export async function apiProduct(id: number, language: 'el' | 'en' = 'el'): Promise<ApiProduct> {
  const response = await fetch(`${process.env.E2E_API_URL}/api/${language}/products/getbyidfront?id=${id}`);
  if (!response.ok) throw new Error(`product ${id}: HTTP ${response.status}`);
  return (await response.json()) as ApiProduct;
}

export const CUSTOMER_PASSWORD = 'Secret-123';

/** Points a new account earns (the shop's default `LOYALTY_REGISTER_POINTS`). */
export const REGISTER_POINTS = 100;

/** Opens a path and waits until the page has settled its requests. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** A state-changing API call as a client other than the page makes it: XSRF token first, then the JSON body. */
export async function apiPost(
  path: string,
  body: unknown,
  bearer?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const api = process.env.E2E_API_URL;
  const health = await fetch(`${api}/api/health`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return fetch(`${api}/api/el/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** OrderStatus codes of spec 001 §4 that the journeys move orders through. */
export const OrderStatus = { Processing: 1, InDelivery: 2, Completed: 3 } as const;

/** A SalesPerson (made by global-setup) moves an order to another status, as the back office would. */
export async function staffChangesStatus(uid: string, status: number, note?: string): Promise<void> {
  const login = await apiPost('staff/login', {
    eml: process.env.E2E_STAFF_EMAIL,
    pwd: process.env.E2E_STAFF_PASSWORD,
  });
  expect(login.status).toBe(200);
  const { at } = (await login.json()) as { at: string };
  const changed = await apiPost('admin/orders/changestatus', { uid, st: status, note }, at);
  expect(changed.status, await changed.clone().text()).toBe(200);
}

/** Registers a customer through the API and opens the mailed verification link; returns the email. */
export async function verifiedCustomer(prefix: string, firstName: string, lastName: string): Promise<string> {
  const api = process.env.E2E_API_URL;
  const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.gr`;
  const registered = await apiPost('customers/register', {
    eml: email,
    pwd: CUSTOMER_PASSWORD,
    cpwd: CUSTOMER_PASSWORD,
    trm: true,
    fnm: firstName,
    lnm: lastName,
  });
  expect(registered.status).toBe(200);
  // The verification mail is written just after the answer, which must not tell whether the address has an account.
  let guid: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(email, 'verifyregistration/');
        guid = mail?.match(/verifyregistration\/([0-9a-f-]{36})/)?.[1];
        return guid !== undefined;
      },
      { message: `a verification mail to ${email}` },
    )
    .toBe(true);
  expect((await fetch(`${api}/api/el/customers/verifyregistration?guid=${guid}`)).status).toBe(200);
  return email;
}

/** Signs in through the login form in Greek and lands on the profile. */
export async function signIn(page: Page, email: string, password = CUSTOMER_PASSWORD): Promise<void> {
  await open(page, '/login');
  const form = page.getByRole('form', { name: 'Σύνδεση' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Κωδικός').fill(password);
  await form.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

export interface StockedProduct {
  id: number;
  nm: string;
  eurl: string;
  cprc: number;
  qty: number;
}

/**
 * Plain products of the demo shop in stock, in no promotion and without sizes, whose price fits:
 * found through the API the shop runs on.
 */
export async function stockedProducts(
  count: number,
  fits: (product: StockedProduct) => boolean = () => true,
  skip = 0,
): Promise<StockedProduct[]> {
  const found: StockedProduct[] = [];
  let skipped = 0;
  for (let id = 1; id < 400 && found.length < count; id += 1) {
    const response = await fetch(`${process.env.E2E_API_URL}/api/el/products/getbyidfront?id=${id}`);
    if (!response.ok) continue;
    const product = (await response.json()) as StockedProduct & {
      ptype: number;
      ast: number;
      dshc: boolean;
      OrderMaxQuantity: number | null;
      prom_policies: unknown[];
      dimensions: unknown[];
    };
    const plain =
      product.ptype === 0 &&
      product.ast === 1 &&
      product.qty >= 10 &&
      !product.dshc &&
      product.dimensions.length === 0 &&
      !product.OrderMaxQuantity &&
      product.prom_policies.length === 0;
    if (!plain || !fits(product)) continue;
    if (skipped < skip) skipped += 1;
    else found.push(product);
  }
  if (found.length < count) throw new Error('the demo catalogue has too few fitting products');
  return found;
}

/** Puts lines straight into the browser's cart (the cart's own journeys are in cart.spec.ts). */
export async function fillCart(page: Page, lines: { productId: number; quantity: number }[]): Promise<void> {
  await open(page, '/');
  await page.evaluate(
    (cart) => localStorage.setItem('cart_items', JSON.stringify(cart)),
    lines.map((line) => ({ ...line, dimensionId: 0 })),
  );
}

/** The mails in the dev outbox sent to an address whose text contains `text`. */
export async function mailsTo(address: string, text: string): Promise<string[]> {
  const api = process.env.E2E_API_URL;
  const listing = await (await fetch(`${api}/dev/mail`)).text();
  const found: string[] = [];
  for (const [, id] of listing.matchAll(/<tr><td>(\d+)<\/td>/g)) {
    const mail = await (await fetch(`${api}/dev/mail/${id}`)).text();
    if (mail.includes(address) && mail.includes(text)) found.push(mail);
  }
  return found;
}

/** A product's stock as the API reports it. */
export async function stockOf(productId: number): Promise<number> {
  const response = await fetch(`${process.env.E2E_API_URL}/api/el/products/getbyidfront?id=${productId}`);
  return ((await response.json()) as { qty: number }).qty;
}

/** The bearer token of the SalesPerson (or the Admin, who alone changes content) global-setup made. */
export async function staffToken(role: 'SalesPerson' | 'Admin' = 'SalesPerson'): Promise<string> {
  const login = await apiPost('staff/login', {
    eml: role === 'Admin' ? process.env.E2E_ADMIN_EMAIL : process.env.E2E_STAFF_EMAIL,
    pwd: process.env.E2E_STAFF_PASSWORD,
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { at: string }).at;
}

/** Staff approve a review waiting for moderation, found by its title, as the back office would. */
export async function staffApprovesReview(title: string): Promise<void> {
  const at = await staffToken();
  const pending = await fetch(`${process.env.E2E_API_URL}/api/el/admin/reviews/pending?psize=100`, {
    headers: { authorization: `Bearer ${at}` },
  });
  expect(pending.status).toBe(200);
  const { items } = (await pending.json()) as { items: { id: number; tl: string }[] };
  const review = items.find((item) => item.tl === title);
  if (!review) throw new Error(`no review "${title}" waits for approval`);
  const approved = await apiPost('admin/reviews/approve', { id: review.id }, at);
  expect(approved.status, await approved.clone().text()).toBe(200);
}

/** The page's serious and critical accessibility findings, each named with `where`. */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${where}: ${violation.id} — ${violation.nodes.map((node) => node.target.join(' '))}`,
    );
}

/** The health assistant opens by itself a few seconds into a visit and would cover what is clicked. */
export async function closeAssistant(page: Page): Promise<void> {
  const assistant = page.getByTestId('assistant');
  if (await assistant.isVisible()) await assistant.getByRole('button').first().dispatchEvent('click');
}

/**
 * A page's HTML without its inline scripts' contents: what the server drew. The page carries its
 * language's translations as data (root.tsx), so a text being absent is asked of the markup.
 */
export function markupOf(html: string): string {
  return html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
}
