import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { staffSignsIn } from './admin-support';
import {
  apiPost,
  axeProblems,
  CUSTOMER_PASSWORD,
  OrderStatus,
  open,
  screenshot,
  staffChangesStatus,
  staffToken,
  stockedProducts,
  verifiedCustomer,
} from './support';

// Delivers orders through the API, then works the returns inbox through several server-rendered pages.
test.describe.configure({ timeout: 240_000 });

const api = () => process.env.E2E_API_URL;
/** A valid Greek IBAN (the bank's published example): a cash-on-delivery order's refund goes to it. */
const IBAN = 'GR1601101250000000012300695';

async function optionId(path: string, code: string): Promise<number> {
  const response = await fetch(`${api()}/api/el/${path}`);
  const { items } = (await response.json()) as { items: { id: number; cd: string }[] };
  const found = items.find((item) => item.cd === code);
  if (!found) throw new Error(`${path}: no ${code}`);
  return found.id;
}

interface DeliveredOrder {
  uid: string;
  code: string;
  email: string;
  /** The customer's bearer token. */
  at: string;
  lines: { olid: number; pid: number; qty: number }[];
}

/** A new customer's cash-on-delivery courier order, moved by staff to Completed (delivered today). */
async function deliveredOrder(lines: { pid: number; qty: number }[], tag: string): Promise<DeliveredOrder> {
  const email = await verifiedCustomer(`returns-${tag}`, 'Σοφία', 'Επιστροφίδου');
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  const { at } = (await login.json()) as { at: string };
  const placed = await apiPost(
    'orders/save',
    {
      eml: email,
      lines: lines.map((line) => ({ ...line, pdid: 0 })),
      stid: await optionId('shippingtypes/getallfront', 'courier'),
      ptid: await optionId('paymenttypes/getallfront', 'cash-on-delivery'),
      fnm: 'Σοφία',
      lnm: 'Επιστροφίδου',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ερμού 12',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
    },
    at,
    { 'idempotency-key': `admin-returns-${tag}-${Date.now()}` },
  );
  expect(placed.status, await placed.clone().text()).toBe(200);
  const { uid, code } = (await placed.json()) as { uid: string; code: string };
  await staffChangesStatus(uid, OrderStatus.Processing);
  await staffChangesStatus(uid, OrderStatus.InDelivery, `ACS ${Date.now() % 1_000_000_000}`);
  await staffChangesStatus(uid, OrderStatus.Completed);
  const read = await fetch(`${api()}/api/el/orderlines/getbyorderid?uid=${uid}`, {
    headers: { authorization: `Bearer ${at}` },
  });
  expect(read.status).toBe(200);
  const { items } = (await read.json()) as { items: { olid: number; pid: number; qty: number }[] };
  return { uid, code, email, at, lines: items };
}

/** The customer asks to return `qty` units of one line of their order; the return's id. */
async function askReturn(order: DeliveredOrder, olid: number, qty: number, cmt: string): Promise<number> {
  const asked = await apiPost(
    'returns/insert',
    { uid: order.uid, lines: [{ olid, qty }], reason: 'damaged', cmt, method: 'courier', iban: IBAN },
    order.at,
  );
  expect(asked.status, await asked.clone().text()).toBe(200);
  return ((await asked.json()) as { id: number }).id;
}

/** A product's stock at the location with this code, as the stock screen reads it. */
async function stockAt(productId: number, code: string): Promise<number> {
  const headers = { authorization: `Bearer ${await staffToken()}` };
  const locations = (await (await fetch(`${api()}/api/el/admin/stock/locations`, { headers })).json()) as {
    id: number;
    code: string;
  }[];
  const location = locations.find((each) => each.code === code);
  if (!location) throw new Error(`no stock location ${code}`);
  const stock = (await (
    await fetch(`${api()}/api/el/admin/stock/product?id=${productId}`, { headers })
  ).json()) as {
    rows: { locationId: number; stock: number }[];
  };
  return stock.rows.find((row) => row.locationId === location.id)?.stock ?? 0;
}

/** Screenshots for people to look at: under e2e/artifacts/ and, when asked, in one more folder. */
async function keep(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** Applies the inbox's search and state filter (Greek). */
async function filter(page: Page, q: string, state: string): Promise<void> {
  const search = page.getByRole('search');
  await search.getByLabel('Κωδικός παραγγελίας ή email').fill(q);
  await search.getByLabel('Κατάσταση').selectOption({ label: state });
  await search.getByRole('button', { name: 'Εφαρμογή' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

const euros = (amount: number) => amount.toFixed(2).replace('.', ',');

test('staff in Greek find a return by its order code, filter by state, approve it, receive it at Lamia (stock up), refund it lowered with a reason, and reject another with a note', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (candidate) => candidate.cprc > 5 && candidate.cprc < 60, 17);
  if (!product) throw new Error('no product');
  const order = await deliveredOrder([{ pid: product.id, qty: 2 }], 'journey');
  const [line] = order.lines;
  if (!line) throw new Error('the order has no line');
  const kept = await askReturn(order, line.olid, 1, 'Το κουτί ήρθε σκισμένο.');
  const refused = await askReturn(order, line.olid, 1, 'Δεν το χρειάζομαι τελικά.');
  const lamiaBefore = await stockAt(product.id, 'lamia');

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignsIn(page, 'SalesPerson', 'el');
  await page
    .getByRole('navigation', { name: 'Ενότητες διαχείρισης' })
    .getByRole('link', { name: 'Επιστροφές', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Επιστροφές', level: 1 })).toBeVisible();

  // Found by its order's code; both of the order's returns wait, newest first.
  await filter(page, order.code, 'Ζητήθηκε');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName(`Επιστροφή #${refused}`);
  const card = page.getByRole('article', { name: `Επιστροφή #${kept}` });
  await expect(card).toContainText(order.email);
  await expect(card).toContainText('Ήρθε κατεστραμμένο');
  await expect(card).toContainText('Courier');
  await expect(card).toContainText('Το κουτί ήρθε σκισμένο.');
  await expect(card).toContainText(product.nm);
  await expect(card.getByRole('link', { name: `Παραγγελία ${order.code}` })).toHaveAttribute(
    'href',
    `/el/admin/orders/${order.uid}`,
  );
  await keep(page, 'returns-el-requested');
  expect(await axeProblems(page, 'the returns inbox')).toEqual([]);

  // Approved after the dialog's confirmation: it leaves the requested ones for the approved ones.
  await card.getByRole('button', { name: 'Έγκριση' }).click();
  const approve = page.getByRole('dialog', { name: `Έγκριση της επιστροφής #${kept};` });
  await approve.getByRole('button', { name: 'Έγκριση' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByText('Η επιστροφή εγκρίθηκε· ο πελάτης ενημερώθηκε με email.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await filter(page, order.code, 'Εγκρίθηκε');
  await expect(cards).toHaveCount(1);
  await expect(card.getByTestId('return-state')).toHaveText('Εγκρίθηκε');
  // A courier return: the approval made its ACS voucher, which the card shows.
  await expect(card.getByTestId('return-voucher')).toContainText(/ACS \S+/);
  await expect(card.getByTestId('return-ship-error')).toHaveCount(0);

  // The parcel left the customer: staff mark it in transit, and it can still be received.
  await card.getByRole('button', { name: 'Σε μεταφορά' }).click();
  const transit = page.getByRole('dialog', { name: `Το δέμα της επιστροφής #${kept} είναι καθ' οδόν;` });
  await transit.getByRole('button', { name: 'Σε μεταφορά' }).click();
  await expect(transit).toBeHidden();
  await filter(page, order.code, 'Σε μεταφορά');
  await expect(cards).toHaveCount(1);
  await expect(card.getByTestId('return-state')).toHaveText('Σε μεταφορά');
  await expect(card.getByRole('button', { name: 'Απόρριψη' })).toHaveCount(0);
  await keep(page, 'returns-el-in-transit');

  // Received at the shop's returns location, Lamia, offered first: its stock goes up by the unit.
  await card.getByRole('button', { name: 'Παραλαβή' }).click();
  const receive = page.getByRole('dialog', { name: `Παραλαβή της επιστροφής #${kept};` });
  await expect(receive.getByLabel('Σημείο αποθέματος')).toHaveValue('');
  await expect(receive.getByLabel('Σημείο αποθέματος').locator('option')).toContainText([
    'Το σημείο επιστροφών του καταστήματος',
    'Φαρμακείο Λαμίας',
  ]);
  await keep(page, 'returns-el-receive-dialog');
  await receive.getByRole('button', { name: 'Παραλαβή' }).click();
  await expect(receive).toBeHidden();
  await filter(page, order.code, 'Παραλήφθηκε');
  await expect(card.getByTestId('return-location')).toHaveText('Φαρμακείο Λαμίας');
  expect(await stockAt(product.id, 'lamia')).toBe(lamiaBefore + 1);

  // The refund the split computes is shown; raising it is refused in Greek, lowering needs a reason.
  const dueText = (await card.getByTestId('return-due').textContent()) ?? '';
  const due = Number(dueText.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(due).toBeGreaterThan(1);
  await card.getByRole('button', { name: 'Επιστροφή χρημάτων' }).click();
  const refund = page.getByRole('dialog', { name: `Επιστροφή χρημάτων για την επιστροφή #${kept};` });
  await expect(refund.getByTestId('refund-computed')).toContainText(euros(due));
  await refund.getByLabel('Μικρότερο ποσό (€)').fill(euros(due + 5));
  await refund.getByRole('button', { name: 'Επιστροφή χρημάτων' }).click();
  await expect(refund.getByTestId('step-refused')).toContainText(
    'Το ποσό της επιστροφής χρημάτων δεν μπορεί να ξεπερνά αυτό που πληρώθηκε',
  );
  const lowered = Math.round((due - 1) * 100) / 100;
  await refund.getByLabel('Μικρότερο ποσό (€)').fill(euros(lowered));
  await refund.getByRole('button', { name: 'Επιστροφή χρημάτων' }).click();
  await expect(refund.getByText('Για μικρότερο ποσό γράψτε αιτιολογία.')).toBeVisible();
  await expect(refund.getByTestId('step-refused')).toBeHidden();
  await refund.getByLabel('Αιτιολογία για το μικρότερο ποσό').fill('Ανοιγμένη συσκευασία');
  await keep(page, 'returns-el-refund-dialog');
  await refund.getByRole('button', { name: 'Επιστροφή χρημάτων' }).click();
  await expect(refund).toBeHidden();

  // Under "refunded": the lowered amount, the deduction and its reason, the bank transfer due.
  await filter(page, order.code, 'Επιστράφηκαν τα χρήματα');
  await expect(cards).toHaveCount(1);
  await expect(card.getByTestId('return-refund')).toContainText(`Επιστράφηκαν ${euros(lowered)}`);
  await expect(card.getByTestId('return-refund')).toContainText('Μειώθηκε κατά 1,00');
  await expect(card.getByTestId('return-refund')).toContainText('Ανοιγμένη συσκευασία');
  await expect(card.getByTestId('return-refund')).toContainText('οφείλεται τραπεζική μεταφορά');
  await keep(page, 'returns-el-refunded');
  // Staff make the transfer to the customer's IBAN and mark it made: the only step left.
  await expect(card.getByRole('button')).toHaveCount(1);
  await card.getByRole('button', { name: 'Η μεταφορά έγινε' }).click();
  const transfer = page.getByRole('dialog', { name: `Έγινε η τραπεζική μεταφορά της επιστροφής #${kept};` });
  await transfer.getByRole('button', { name: 'Η μεταφορά έγινε' }).click();
  await expect(transfer).toBeHidden();
  await expect(card.getByTestId('return-refund')).toContainText('η τραπεζική μεταφορά έγινε');
  await expect(card.getByRole('button')).toHaveCount(0);

  // The other is rejected: not without the note the customer reads.
  // Approved meanwhile by someone else: the dialog's approval changes nothing more, the list shows it approved.
  await filter(page, order.code, 'Όλα');
  const other = page.getByRole('article', { name: `Επιστροφή #${refused}` });
  await other.getByRole('button', { name: 'Έγκριση' }).click();
  const late = page.getByRole('dialog', { name: `Έγκριση της επιστροφής #${refused};` });
  expect(await axeProblems(page, 'the approval dialog')).toEqual([]);
  const meanwhile = await apiPost('admin/returns/approve', { id: refused }, await staffToken());
  expect(meanwhile.status).toBe(200);
  // Approving twice is harmless (the API answers the same approval, with the same voucher).
  await late.getByRole('button', { name: 'Έγκριση' }).click();
  await expect(late).toBeHidden();
  await expect(other.getByTestId('return-state')).toHaveText('Εγκρίθηκε');
  await other.getByRole('button', { name: 'Απόρριψη' }).click();
  const reject = page.getByRole('dialog', { name: `Απόρριψη της επιστροφής #${refused};` });
  await reject.getByRole('button', { name: 'Απόρριψη' }).click();
  await expect(reject.getByText('Το πεδίο είναι υποχρεωτικό.')).toBeVisible();
  await reject
    .getByLabel('Σημείωμα προς τον πελάτη')
    .fill('Η προθεσμία για τα ανοιγμένα προϊόντα έχει λήξει.');
  await reject.getByRole('button', { name: 'Απόρριψη' }).click();
  await expect(reject).toBeHidden();
  await expect(other.getByTestId('return-state')).toHaveText('Απορρίφθηκε');
  await expect(other.getByTestId('return-note')).toHaveText(
    'Η προθεσμία για τα ανοιγμένα προϊόντα έχει λήξει.',
  );
  await filter(page, order.code, 'Απορρίφθηκε');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`Επιστροφή #${refused}`);

  // The same inbox in English.
  await open(page, `/en/admin/returns?q=${order.code}`);
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: `Return #${kept}` }).getByTestId('return-state')).toHaveText(
    'Refunded',
  );
  await expect(
    page.getByRole('article', { name: `Return #${refused}` }).getByTestId('return-state'),
  ).toHaveText('Rejected');
  await keep(page, 'returns-en-done');
  await page.setViewportSize({ width: 390, height: 844 });
  await keep(page, 'returns-en-done-390');
});

test('staff in English receive a two-line return writing one line off with its reason: only the other goes back into stock', async ({
  page,
}) => {
  const [kept, broken] = await stockedProducts(
    2,
    (candidate) => candidate.cprc > 5 && candidate.cprc < 60,
    23,
  );
  if (!kept || !broken) throw new Error('no products');
  const order = await deliveredOrder(
    [
      { pid: kept.id, qty: 1 },
      { pid: broken.id, qty: 1 },
    ],
    'write-off',
  );
  const asked = await apiPost(
    'returns/insert',
    {
      uid: order.uid,
      lines: order.lines.map((line) => ({ olid: line.olid, qty: line.qty })),
      reason: 'damaged',
      cmt: '',
      method: 'store',
      iban: IBAN,
    },
    order.at,
  );
  expect(asked.status, await asked.clone().text()).toBe(200);
  const id = ((await asked.json()) as { id: number }).id;
  expect((await apiPost('admin/returns/approve', { id }, await staffToken())).status).toBe(200);
  const brokenLine = order.lines.find((line) => line.pid === broken.id);
  if (!brokenLine) throw new Error('no line');
  const before = { kept: await stockAt(kept.id, 'lamia'), broken: await stockAt(broken.id, 'lamia') };

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignsIn(page, 'SalesPerson', 'en');
  await open(page, `/en/admin/returns?q=${order.code}`);
  const card = page.getByRole('article', { name: `Return #${id}` });
  // A store return gets no voucher, and no error about one.
  await expect(card.getByTestId('return-voucher')).toHaveCount(0);
  await expect(card.getByTestId('return-ship-error')).toHaveCount(0);
  await card.getByRole('button', { name: 'Receive' }).click();
  const receive = page.getByRole('dialog', { name: `Receive return #${id}?` });
  await receive.getByRole('checkbox', { name: `Write off: ${broken.nm}` }).check();
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(receive.getByText('This field is required.')).toBeVisible();
  await receive.getByLabel('Why it is written off').fill('Opened, seal broken');
  await keep(page, 'returns-en-receive-write-off');
  expect(await axeProblems(page, 'the receive dialog')).toEqual([]);
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(receive).toBeHidden();

  await expect(card.getByTestId('return-state')).toHaveText('Received');
  const outcomes = card.getByTestId('return-line-outcome');
  await expect(card.getByRole('row').filter({ hasText: broken.nm })).toContainText(
    'Written off: Opened, seal broken',
  );
  await expect(card.getByRole('row').filter({ hasText: kept.nm })).toContainText('Restocked');
  await expect(outcomes).toHaveCount(2);
  expect(await stockAt(kept.id, 'lamia')).toBe(before.kept + 1);
  expect(await stockAt(broken.id, 'lamia')).toBe(before.broken);
  await keep(page, 'returns-en-received-write-off');
  await open(page, `/el/admin/returns?q=${order.code}`);
  await expect(
    page
      .getByRole('article', { name: `Επιστροφή #${id}` })
      .getByRole('row')
      .filter({ hasText: broken.nm }),
  ).toContainText('Διαγράφηκε: Opened, seal broken');
  await keep(page, 'returns-el-received-write-off');
});

test('the inbox pages its returns ten at a time, newest first; an Inspector reads them without a step to take', async ({
  page,
}) => {
  const [product] = await stockedProducts(1, (candidate) => candidate.qty >= 20 && candidate.cprc < 30, 5);
  if (!product) throw new Error('no product');
  const order = await deliveredOrder([{ pid: product.id, qty: 11 }], 'paging');
  const [line] = order.lines;
  if (!line) throw new Error('the order has no line');
  const ids: number[] = [];
  for (let count = 1; count <= 11; count += 1)
    ids.push(await askReturn(order, line.olid, 1, `Τεμάχιο ${count}`));

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffSignsIn(page, 'Inspector', 'en');
  await open(page, `/en/admin/returns?q=${order.email}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toHaveAccessibleName(`Return #${ids[10]}`);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1–10 of 11');
  await expect(page.getByText('Your role reads returns only.')).toBeVisible();
  await expect(cards.first().getByRole('button')).toHaveCount(0);
  await keep(page, 'returns-en-page-1');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`Return #${ids[0]}`);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('11–11 of 11');
});
