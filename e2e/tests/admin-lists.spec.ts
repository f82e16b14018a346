import { expect, type Page, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import { apiPost, open, staffToken, stockedProducts } from './support';

/**
 * Every back-office list, driven as staff drive it: it searches, filters, sorts and pages wherever
 * it offers to, and each time what it shows is what the API answers for the same query (the
 * total in the pager and the first row). A list that ignored its controls (issue 26: the products
 * list only ever asked for page 1) shows the unfiltered first page and fails.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1366, height: 900 } });

type Item = Record<string, unknown>;

interface ListCase {
  name: string;
  path: string;
  api: string;
  role: 'SalesPerson' | 'Admin';
  /** The page size the route asks for; undefined: the API's default, as the route sends none. */
  psize?: number;
  /** The text of an item its row shows, to find the first row of the API's answer on the page. */
  key: (item: Item) => string;
  /** The label of the search box, when the list has one. */
  search?: string;
  /** Where the list filters, the labels of its choices and the option to choose. */
  filters?: { label: string; option: string; fill?: boolean }[];
  /** The column headings it sorts by. */
  sorts?: string[];
  /** The address parameters the route turns into others before it asks the API. */
  apiQuery?: (params: URLSearchParams) => URLSearchParams;
}

/** A list whose one order choice (`name.asc`) the route turns into its sort and direction. */
const orderChoice = (params: URLSearchParams) => {
  const [sort, dir] = params.get('order')?.split('.') ?? [];
  params.delete('order');
  if (sort) params.set('sort', sort);
  if (dir) params.set('dir', dir);
  return params;
};

const LISTS: ListCase[] = [
  {
    name: 'products',
    path: '/en/admin/products',
    api: 'admin/products/list',
    role: 'Admin',
    psize: 25,
    key: (item) => String(item.code),
    search: 'Name, code or barcode',
    filters: [
      { label: 'Category', option: 'first' },
      { label: 'Published', option: 'No' },
    ],
    sorts: ['Code', 'Price', 'Stock'],
  },
  {
    name: 'orders',
    path: '/en/admin/orders',
    api: 'admin/orders/getall',
    role: 'SalesPerson',
    psize: 25,
    key: (item) => String(item.code),
    search: 'Code, email, name or mobile',
    filters: [{ label: 'Status', option: 'Pending' }],
    sorts: ['Total', 'Code'],
  },
  {
    name: 'customers',
    path: '/en/admin/customers',
    api: 'admin/customers/getall',
    role: 'SalesPerson',
    psize: 25,
    key: (item) => String(item.eml),
    search: 'Email, name or phone',
    filters: [{ label: 'Verified', option: 'Yes' }],
    sorts: ['Name', 'Email', 'Registered'],
  },
  {
    name: 'reviews',
    path: '/en/admin/reviews',
    api: 'admin/reviews/pending',
    role: 'SalesPerson',
    psize: 25,
    key: (item) => String(item.tl),
    search: 'Search (title, text, author, product code)',
    filters: [
      { label: 'State', option: 'Approved' },
      { label: 'Stars', option: '5 stars' },
      { label: 'Order', option: 'Oldest first' },
    ],
    apiQuery: orderChoice,
  },
  {
    name: 'staff',
    path: '/en/admin/staff',
    api: 'admin/staff/list',
    role: 'Admin',
    psize: 25,
    key: (item) => String(item.eml),
    search: 'Search (email or name)',
    filters: [
      { label: 'Role', option: 'Sales' },
      { label: 'State', option: 'Active' },
    ],
    sorts: ['Email', 'Role'],
  },
  {
    name: 'promotions',
    path: '/en/admin/promotions',
    api: 'admin/promotions/list',
    role: 'Admin',
    psize: 25,
    key: (item) => String(item.code),
    search: 'Code or name',
    filters: [{ label: 'Active', option: 'Yes' }],
    sorts: ['Code', 'Name', 'Ends (Athens time)', 'Active'],
  },
  {
    name: 'coupons',
    path: '/en/admin/coupons',
    api: 'admin/coupons/list',
    role: 'Admin',
    psize: 25,
    key: (item) => String(item.code),
    search: 'Code',
    filters: [
      { label: 'Promotion', option: 'first' },
      { label: 'Active', option: 'Yes' },
    ],
    sorts: ['Code', 'Ends (Athens time)', 'Used'],
  },
  {
    name: 'gift cards',
    path: '/en/admin/giftcards',
    api: 'admin/giftcards/list',
    role: 'Admin',
    psize: 25,
    key: (item) => String(item.code),
    search: 'Code, order or recipient e-mail',
    filters: [{ label: 'Active', option: 'Yes' }],
    sorts: ['Code', 'Balance / initial', 'Issued', 'Expires'],
  },
  {
    name: 'brands',
    path: '/en/admin/brands',
    api: 'admin/brands/list',
    role: 'Admin',
    psize: 25,
    key: (item) => String((item.en as { nm: string }).nm),
    search: 'Search',
    filters: [{ label: 'Shown in the shop', option: 'No' }],
    sorts: ['Name', 'Shown in the shop'],
  },
  {
    name: 'articles',
    path: '/en/admin/articles',
    api: 'admin/newsentries/list',
    role: 'Admin',
    psize: 25,
    key: (item) => String(item.tl),
    search: 'Title or address',
    sorts: ['Title', 'Date'],
  },
  {
    name: 'newsletter',
    path: '/en/admin/newsletter',
    api: 'admin/newsletter/getall',
    role: 'SalesPerson',
    key: (item) => String(item.eml),
    search: 'Email',
    filters: [{ label: 'Status', option: 'pending' }],
    sorts: ['Email', 'Status', 'Signed up'],
  },
  {
    name: 'contact messages',
    path: '/en/admin/contact',
    api: 'admin/contactmessages/getall',
    role: 'SalesPerson',
    key: (item) => String(item.eml),
    search: 'Search',
    filters: [
      { label: 'Language', option: 'Greek' },
      { label: 'Order', option: 'Name, A to Z' },
    ],
    apiQuery: orderChoice,
  },
  {
    name: 'audit log',
    path: '/en/admin/audit',
    api: 'admin/audit/getall',
    role: 'Admin',
    psize: 50,
    key: (item) => String(item.act),
    search: 'Action contains',
    filters: [{ label: 'Entity', option: 'staff', fill: true }],
    sorts: ['When', 'Action', 'Entity'],
  },
];

/** The API's answer for the query of the page's address, as the route asks it. */
async function apiAnswer(list: ListCase, pageUrl: string): Promise<{ items: Item[]; total: number }> {
  const params = new URL(pageUrl).searchParams;
  for (const [name, value] of [...params]) if (value.trim() === '' || name === 'id') params.delete(name);
  const query = list.apiQuery ? list.apiQuery(params) : params;
  if (list.psize) query.set('psize', String(list.psize));
  const response = await fetch(`${process.env.E2E_API_URL}/api/en/${list.api}?${query}`, {
    headers: { authorization: `Bearer ${await staffToken(list.role)}` },
  });
  expect(response.status, `${list.api}?${query}`).toBe(200);
  return (await response.json()) as { items: Item[]; total: number };
}

/** The page shows what the API answers: the pager's total and the first item. */
async function expectAsApi(
  page: Page,
  list: ListCase,
  step: string,
): Promise<{ total: number; items: Item[] }> {
  await page.waitForLoadState('networkidle');
  const answer = await apiAnswer(list, page.url());
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager, `${list.name}, ${step}: the pager`).toContainText(`of ${answer.total}`);
  const first = answer.items[0];
  if (first)
    await expect(page.locator('main'), `${list.name}, ${step}: the first row`).toContainText(list.key(first));
  return answer;
}

/** Applies the search form and waits for the address it leads to. */
async function apply(page: Page, expected: RegExp): Promise<void> {
  await page.getByRole('search').getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(expected);
  await page.waitForLoadState('networkidle');
}

/**
 * Guest orders through the API, so the orders list has rows to search, filter and sort. Each stays
 * under the 50 € of the demo's gift with purchase and leaves out the cheapest products (the gifts):
 * 27 orders would otherwise give the gifts' stock away before cart.spec.ts offers the choice of one.
 */
async function placeOrders(count: number): Promise<void> {
  const options = async (path: string, code: string) => {
    const response = await fetch(`${process.env.E2E_API_URL}/api/el/${path}`);
    const { items } = (await response.json()) as { items: { id: number; cd: string }[] };
    return items.find((item) => item.cd === code)?.id;
  };
  const products = await stockedProducts(5, (candidate) => candidate.cprc >= 12 && candidate.cprc < 45);
  const stid = await options('shippingtypes/getallfront', 'courier');
  const ptid = await options('paymenttypes/getallfront', 'cash-on-delivery');
  for (let index = 0; index < count; index += 1) {
    const product = products[index % products.length];
    const order = await apiPost(
      'orders/save',
      {
        eml: `lists.${index}.${Date.now()}@example.gr`,
        lines: [
          {
            pid: product?.id,
            pdid: 0,
            qty: Math.min(1 + (index % 3), Math.floor(49 / (product?.cprc ?? 49))),
          },
        ],
        stid,
        ptid,
        fnm: 'Ελένη',
        lnm: `Λίστα${index}`,
        mob: '6912345678',
        ctid: 1,
        crid: 6,
        adr1: 'Ερμού 12',
        ct: 'Λάρισα',
        pc: '41222',
        hasAcceptedTerms: true,
      },
      undefined,
      { 'idempotency-key': `admin-lists-${index}-${Date.now()}` },
    );
    expect(order.status, await order.clone().text()).toBe(200);
  }
}

for (const list of LISTS) {
  test(`the ${list.name} list searches, filters, sorts and pages on the server`, async ({ page }) => {
    if (list.name === 'orders') await placeOrders(27);
    await staffSignsIn(page, list.role);
    await open(page, list.path);
    const all = await expectAsApi(page, list, 'first page');

    // Paging: the next page is the API's next page; a list of one page offers none.
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' });
    const psize = list.psize ?? 25;
    if (all.total > psize) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      const second = await expectAsApi(page, list, 'second page');
      expect(second.items.map(list.key)).not.toEqual(all.items.map(list.key));
      await open(page, list.path);
    } else {
      await expect(next).toHaveCount(0);
    }

    // Sorting: each sortable heading, ascending then descending.
    for (const heading of list.sorts ?? []) {
      const header = page.getByRole('columnheader', { name: heading, exact: true });
      // The heading's state is read only once the navigation its link starts has arrived.
      const sortBy = async () => {
        const before = page.url();
        await header.getByRole('link').click();
        await page.waitForURL((url) => url.toString() !== before);
      };
      // A heading sorts ascending first, unless the list is sorted by it already.
      await sortBy();
      await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
      if ((await header.getAttribute('aria-sort')) === 'descending') await sortBy();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expectAsApi(page, list, `sorted by ${heading}, ascending`);
      await sortBy();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expectAsApi(page, list, `sorted by ${heading}, descending`);
    }

    // Filtering: each choice on its own, from the whole list.
    for (const filter of list.filters ?? []) {
      await open(page, list.path);
      // A label's name also holds its choice's text ("State Waiting"): the first that starts so.
      const select = page.getByRole('search').getByLabel(filter.label).first();
      if (filter.fill) {
        await select.fill(filter.option);
      } else if (filter.option === 'first') {
        // The first real choice, after "All".
        const value = await select.locator('option').nth(1).getAttribute('value');
        await select.selectOption(value ?? '');
      } else {
        await select.selectOption({ label: filter.option });
      }
      await apply(page, /\?./);
      await expectAsApi(page, list, `filtered by ${filter.label}`);
    }

    // Searching: for the first item's own text, which finds it.
    const first = all.items[0];
    if (list.search && first) {
      await open(page, list.path);
      await page.getByRole('search').getByLabel(list.search).fill(list.key(first));
      await apply(page, /q=/);
      const found = await expectAsApi(page, list, 'searched');
      expect(found.items.map(list.key)).toContain(list.key(first));
      if (all.total > psize) expect(found.total).toBeLessThan(all.total);
    }
  });
}
