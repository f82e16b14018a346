import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { at, expectAccessible, type Language, screenshots } from './checkout-journey';
import {
  apiPost,
  CUSTOMER_PASSWORD,
  mailsTo,
  OrderStatus,
  open,
  staffChangesStatus,
  stockedProducts,
  verifiedCustomer,
} from './support';

test.describe.configure({ timeout: 120_000 });

const api = () => process.env.E2E_API_URL;

const TEXT = {
  el: {
    login: 'Σύνδεση',
    email: 'Email',
    password: 'Κωδικός',
    ownData: 'Τα δεδομένα σας',
    download: 'Λήψη των δεδομένων μου',
    withdraw: 'Διακοπή όλων των διαφημιστικών μηνυμάτων',
    withdrawn: 'Δεν θα λαμβάνετε πλέον newsletter ούτε άλλα διαφημιστικά μηνύματα.',
    delete: 'Διαγραφή του λογαριασμού μου',
    dialog: 'Οριστική διαγραφή λογαριασμού',
    yourPassword: 'Ο κωδικός σας',
    confirm: 'Οριστική διαγραφή',
    wrongPassword: 'Ο τρέχων κωδικός δεν είναι σωστός.',
    deleted: 'Ο λογαριασμός σας διαγράφηκε. Σας στείλαμε επιβεβαίωση στο email σας.',
    refused: 'Η σύνδεση δεν επιτράπηκε. Ελέγξτε το email και τον κωδικό σας.',
    mail: 'Ο λογαριασμός σας διαγράφηκε',
  },
  en: {
    login: 'Sign in',
    email: 'Email',
    password: 'Password',
    ownData: 'Your data',
    download: 'Download my data',
    withdraw: 'Stop all marketing messages',
    withdrawn: 'You will no longer receive the newsletter or other marketing messages.',
    delete: 'Delete my account',
    dialog: 'Delete the account permanently',
    yourPassword: 'Your password',
    confirm: 'Delete permanently',
    wrongPassword: 'Invalid current password.',
    deleted: 'Your account has been deleted. We have sent a confirmation to your email.',
    refused: 'Login not authorized. Check your email and password.',
    mail: 'Your account has been deleted',
  },
} as const;

async function optionId(path: string, code: string): Promise<number> {
  const response = await fetch(`${api()}/api/el/${path}`);
  const { items } = (await response.json()) as { items: { id: number; cd: string }[] };
  const found = items.find((item) => item.cd === code);
  if (!found) throw new Error(`${path}: no ${code}`);
  return found.id;
}

/** A verified customer with one cash-on-delivery order placed while signed in; its email and order code. */
async function customerWithOrder(language: Language): Promise<{ email: string; code: string; uid: string }> {
  const [product] = await stockedProducts(1, (candidate) => candidate.cprc < 60, 3);
  if (!product) throw new Error('no product');
  const email = await verifiedCustomer(`own-data-${language}`, 'Ξανθή', 'Δεδομένου');
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  const { at: token } = (await login.json()) as { at: string };
  const order = await apiPost(
    'orders/save',
    {
      eml: email,
      lines: [{ pid: product.id, pdid: 0, qty: 1 }],
      stid: await optionId('shippingtypes/getallfront', 'courier'),
      ptid: await optionId('paymenttypes/getallfront', 'cash-on-delivery'),
      fnm: 'Ξανθή',
      lnm: 'Δεδομένου',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ερμού 12',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
    },
    token,
    { 'idempotency-key': `own-data-${language}-${Date.now()}` },
  );
  expect(order.status, await order.clone().text()).toBe(200);
  const { code, uid } = (await order.json()) as { code: string; uid: string };
  return { email, code, uid };
}

async function signInAs(page: Page, language: Language, email: string, password = CUSTOMER_PASSWORD) {
  const text = TEXT[language];
  await open(page, at(language, '/login'));
  const form = page.getByRole('form', { name: text.login });
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: text.login }).click();
}

for (const language of ['el', 'en'] as const) {
  test(`a customer downloads their data, stops marketing mail and deletes the account, which no longer signs in (${language})`, async ({
    page,
  }) => {
    const text = TEXT[language];
    const { email, code, uid } = await customerWithOrder(language);
    await signInAs(page, language, email);
    await expect(page).toHaveURL(/\/profile$/);

    await open(page, at(language, '/profile/account'));
    const ownData = page.getByRole('region', { name: text.ownData });
    await expect(ownData).toBeVisible();
    await expectAccessible(page, `profile account (${language})`);
    await screenshots(page, `own-data-${language}`);

    // The download is a JSON file holding the customer's order.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ownData.getByRole('button', { name: text.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^own-data-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { eml: string };
      orders: { code: string; lines: unknown[] }[];
    };
    expect(exported.account.eml).toBe(email);
    expect(exported.orders.map((order) => order.code)).toEqual([code]);
    expect(exported.orders[0]?.lines).toHaveLength(1);

    await ownData.getByRole('button', { name: text.withdraw }).click();
    await expect(page.getByText(text.withdrawn)).toBeVisible();

    // A wrong password is refused on its field; the account stays.
    await ownData.getByRole('button', { name: text.delete }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByLabel(text.yourPassword).fill('Not-the-password-1');
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(dialog.getByText(text.wrongPassword)).toBeVisible();
    await expectAccessible(page, `delete dialog (${language})`);
    await screenshots(page, `own-data-delete-${language}`);

    await dialog.getByLabel(text.yourPassword).fill(CUSTOMER_PASSWORD);
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${language === 'el' ? '' : '/en'}/?$`));
    expect(await mailsTo(email, text.mail)).toHaveLength(1);

    // The old password no longer signs in.
    await signInAs(page, language, email);
    await expect(page.getByText(text.refused)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The order stays in the books (staff still move it on) but no longer answers to the email.
    await staffChangesStatus(uid, OrderStatus.Processing);
    const tracked = await fetch(
      `${process.env.E2E_API_URL}/api/${language}/orders/getorderbycustomer?uid=${uid}&email=${encodeURIComponent(email)}`,
    );
    expect(tracked.status).toBe(404);
  });
}
