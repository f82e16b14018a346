/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, where localStorage and document exist.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { apiPost, CUSTOMER_PASSWORD, screenshot, staffToken, verifiedCustomer } from './support';

// Each journey hashes passwords (argon2id) several times; on a loaded 2-core machine the
// default 5 s per step and 30 s per test are too tight, so these journeys get more room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Secret-123';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.gr`;
}

/** The mails to `to` in the development outbox of the API, newest first. */
async function mailsTo(to: string): Promise<string[]> {
  const api = process.env.E2E_API_URL;
  const listing = await (await fetch(`${api}/dev/mail`)).text();
  const rows = [...listing.matchAll(/<tr><td>(\d+)<\/td><td>[^<]*<\/td><td>([^<]*)<\/td>/g)];
  const mails: string[] = [];
  for (const [, id, recipient] of rows)
    if (recipient === to) mails.push(await (await fetch(`${api}/dev/mail/${id}`)).text());
  return mails;
}

/**
 * The newest link to `path` mailed to `to`. Account mails are written just after the answer (it
 * must not tell whether the address has an account), so the outbox is asked until it has one.
 */
async function mailedLink(to: string, path: 'verifyregistration' | 'resetpassword'): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<]+/${path}/[0-9a-f-]{36}`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(to)).map((mail) => mail.match(pattern)?.[0]).find(Boolean);
        return link !== undefined;
      },
      { message: `a ${path} mail to ${to}` },
    )
    .toBe(true);
  return new URL(link ?? '').pathname;
}

/** Opens a page and waits until React has hydrated it, so form handlers are attached. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, '/login');
  const form = page.getByRole('form', { name: 'Σύνδεση' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Κωδικός').fill(password);
  await form.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ο λογαριασμός μου');
}

async function register(page: Page, email: string) {
  await open(page, '/register?ref=FRIEND30');
  const form = page.getByRole('form', { name: 'Δημιουργία λογαριασμού' });
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  await expect(form.getByText('Αποδεχτείτε τους όρους χρήσης για να συνεχίσετε.')).toBeVisible();
  await form.getByLabel(/^Όνομα/).fill('Μαρία');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Κωδικός', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Επανάληψη κωδικού').fill(PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Ελέγξτε το email σας');
}

/** The refresh-token cookies of the browser, HttpOnly ones included (decision 013). */
async function refreshCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => cookie.name === 'rt');
}

async function verify(page: Page, email: string) {
  await open(page, await mailedLink(email, 'verifyregistration'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Ο λογαριασμός σας επιβεβαιώθηκε. Μπορείτε να συνδεθείτε.',
  );
}

test('register, verify from the outbox, sign in, add an address, sign out and in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  await register(page, email);
  await verify(page, email);
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Έχετε συνδεθεί')).toBeAttached();

  await page.getByRole('link', { name: /Διευθύνσεις/ }).click();
  await expect(page.getByText('Δεν έχετε αποθηκευμένες διευθύνσεις ακόμη.')).toBeVisible();
  await page.getByRole('link', { name: 'Νέα διεύθυνση' }).click();
  const form = page.getByRole('form', { name: 'Νέα διεύθυνση' });
  await form.getByLabel('Όνομα διεύθυνσης (π.χ. Σπίτι)').fill('Σπίτι');
  await form.getByLabel('Οδός και αριθμός').fill('Ερμού 10');
  await form.getByLabel('Περιφέρεια').selectOption({ label: 'Αττική' });
  await form.getByLabel('Πόλη').fill('Αθήνα');
  await form.getByLabel('Ταχυδρομικός κώδικας').fill('1055');
  await form.getByRole('button', { name: 'Αποθήκευση διεύθυνσης' }).click();
  await expect(
    form.getByText('Συμπληρώστε έγκυρο ταχυδρομικό κώδικα (5 ψηφία για την Ελλάδα).'),
  ).toBeVisible();
  await form.getByLabel('Ταχυδρομικός κώδικας').fill('105 58');
  await form.getByLabel(/^Κινητό/).fill('6912345678');
  await form.getByRole('button', { name: 'Αποθήκευση διεύθυνσης' }).click();
  await expect(page).toHaveURL(/\/profile\/addresses$/);
  await expect(page.getByRole('heading', { name: 'Σπίτι' })).toBeVisible();
  await expect(page.getByText('10558 Αθήνα')).toBeVisible();
  await screenshot(page, 'profile-addresses-el');

  await open(page, '/profile');
  await page.getByRole('link', { name: 'Αποσύνδεση' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Αποσυνδεθήκατε');
  expect(await page.evaluate(() => localStorage.getItem('customer'))).toBeNull();
  // The server revoked the session and cleared the refresh-token cookie.
  await expect.poll(() => refreshCookies(page)).toEqual([]);
  await open(page, '/profile/addresses');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Faddresses$/);

  await signIn(page, email, PASSWORD);
  await open(page, '/profile/addresses');
  await expect(page.getByRole('heading', { name: 'Σπίτι' })).toBeVisible();
});

test('registering again with an address that has an account says to check the mail, and mails its owner', async ({
  page,
}) => {
  const email = uniqueEmail('again');
  await register(page, email);
  await verify(page, email);
  // The same page and answer as a new registration: nobody learns that the address has an account.
  await register(page, email);
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => mail.includes('Έχετε ήδη λογαριασμό')))
    .toBe(true);
  expect((await mailsTo(email)).filter((mail) => mail.includes('/verifyregistration/'))).toHaveLength(1);
});

test('forgot password, reset from the mailed link, sign in with the new password', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await register(page, email);
  await verify(page, email);

  await open(page, '/login');
  await page.getByRole('link', { name: 'Ξεχάσατε τον κωδικό σας;' }).click();
  const forgot = page.getByRole('form', { name: 'Ξεχάσατε τον κωδικό;' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Αποστολή συνδέσμου' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('θα λάβετε σύντομα σύνδεσμο');

  const link = await mailedLink(email, 'resetpassword');
  await open(page, link);
  await expect(page.getByText(/^Νέος κωδικός για το f\*\*\*\d@example\.gr$/)).toBeVisible();
  const reset = page.getByRole('form', { name: 'Νέος κωδικός' });
  await reset.getByLabel('Νέος κωδικός').fill('New-pass-1');
  await reset.getByLabel('Επανάληψη κωδικού').fill('New-pass-2');
  await reset.getByRole('button', { name: 'Αποθήκευση νέου κωδικού' }).click();
  await expect(reset.getByText('Οι κωδικοί δεν ταιριάζουν.')).toBeVisible();
  await reset.getByLabel('Επανάληψη κωδικού').fill('New-pass-1');
  await reset.getByRole('button', { name: 'Αποθήκευση νέου κωδικού' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Ο κωδικός σας άλλαξε');

  await open(page, link);
  await expect(page.getByRole('alert').first()).toHaveText('Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.');

  await open(page, '/login');
  const login = page.getByRole('form', { name: 'Σύνδεση' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Κωδικός').fill(PASSWORD);
  await login.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(
    page.getByText('Η σύνδεση δεν επιτράπηκε. Ελέγξτε το email και τον κωδικό σας.'),
  ).toBeVisible();
  await signIn(page, email, 'New-pass-1');
});

test('a rejected access token is refreshed once, transparently, and the call retried', async ({ page }) => {
  const email = uniqueEmail('refresh');
  await register(page, email);
  await verify(page, email);
  await signIn(page, email, PASSWORD);
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('customer') ?? '{}'));
  // The refresh token is in an HttpOnly, SameSite=Strict cookie scoped to refresh and logout: no
  // page script reads it, nor does any storage hold it.
  expect(before).not.toHaveProperty('refreshToken');
  const cookies = await refreshCookies(page);
  expect(cookies.map((cookie) => cookie.path).sort()).toEqual([
    '/api/el/account/refreshtoken',
    '/api/el/customers/logout',
    '/api/en/account/refreshtoken',
    '/api/en/customers/logout',
  ]);
  for (const cookie of cookies) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const beforeToken = cookies[0]?.value ?? '';
  expect(beforeToken).not.toBe('');
  const readable = await page.evaluate(() => ({
    cookies: document.cookie,
    stored: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  expect(readable.cookies).not.toContain(beforeToken);
  expect(readable.stored).not.toContain(beforeToken);

  // The first profile call answers 401 as an expired token would; the API itself decides the refresh.
  let rejected = 0;
  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().includes('/account/refreshtoken')) refreshes += 1;
  });
  await page.route('**/customers/getprofile*', async (route) => {
    if (rejected === 0) {
      rejected += 1;
      await route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' });
      return;
    }
    await route.continue();
  });
  await open(page, '/profile/account');
  await expect(page.getByRole('form', { name: 'Προσωπικά στοιχεία' }).getByLabel(/^Όνομα/)).toHaveValue(
    'Μαρία',
  );
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('customer') ?? '{}'));
  expect(rejected).toBe(1);
  expect(refreshes).toBe(1);
  const rotated = await refreshCookies(page);
  expect(rotated).toHaveLength(4);
  expect(rotated[0]?.value).not.toBe(beforeToken);
  expect(after).not.toHaveProperty('refreshToken');
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(after.lastLoginDate).toBe(before.lastLoginDate);

  // The replaced refresh token is dead: a replay revokes the session, and the next 401 on a profile
  // page forgets it and asks the shopper to sign in again, back to that page.
  const replay = await page.evaluate(
    async (tokens) => {
      const xsrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      const response = await fetch('/api/el/account/refreshtoken', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify({ at: tokens.at, rt: tokens.rt }),
      });
      return response.status;
    },
    { at: before.accessToken as string, rt: beforeToken },
  );
  expect(replay).toBe(401);
  await open(page, '/profile/addresses');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Faddresses$/);
  expect(await page.evaluate(() => localStorage.getItem('customer'))).toBeNull();
  // The refused cookie was cleared by the answer that refused it.
  expect(await refreshCookies(page)).toEqual([]);
});

test('a session stored with its refresh token before the cookie keeps working, and the token leaves storage', async ({
  page,
}) => {
  const email = await verifiedCustomer('legacy', 'Ελένη', 'Ιωάννου');
  // An API client's sign-in answers the spec's `rt` in the body: the shape the storefront kept before.
  const signedIn = await apiPost('customers/login', { eml: email, pwd: PASSWORD });
  expect(signedIn.status).toBe(200);
  const session = await signedIn.json();
  expect(session.rt).not.toBe('');
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem(
      'customer',
      JSON.stringify({
        id: s.id,
        email: s.eml,
        firstName: s.fnm ?? '',
        lastName: s.lnm ?? '',
        gender: s.gd,
        registrationDate: s.rgd,
        accessToken: s.at,
        refreshToken: s.rt,
        accessTokenDuration: s.atd,
        refreshTokenDuration: s.rtd,
        lastLoginDate: s.lld,
      }),
    );
  }, session);

  await open(page, '/profile/account');
  await expect(page.getByRole('form', { name: 'Προσωπικά στοιχεία' }).getByLabel(/^Όνομα/)).toHaveValue(
    'Ελένη',
  );
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('customer') ?? '{}')))
    .not.toHaveProperty('refreshToken');
  expect(await page.evaluate(() => localStorage.getItem('customer'))).not.toContain(session.rt);
  const cookies = await refreshCookies(page);
  expect(cookies).toHaveLength(4);
  expect(cookies[0]?.value).not.toBe(session.rt);
});

test('the profile marks its required fields, says at the field what a save still needs, and saves without gender and birth date', async ({
  page,
}) => {
  const email = await verifiedCustomer('profile', 'Ελένη', 'Ιωάννου');
  await signIn(page, email, PASSWORD);
  await open(page, '/profile/account');
  const form = page.getByRole('form', { name: 'Προσωπικά στοιχεία' });
  const gender = form.getByLabel('Φύλο');
  const birthDate = form.getByLabel('Ημερομηνία γέννησης');
  // Gender and birth date are optional (issue 26), and say so.
  await expect(gender).toHaveAttribute('aria-required', 'false');
  await expect(birthDate).toHaveAttribute('aria-required', 'false');
  const phone = form.getByLabel(/^Κινητό|^Τηλέφωνο/);
  await expect(phone).toHaveAttribute('aria-required', 'true');

  await form.getByLabel('Όνομα', { exact: true }).fill('Ελένη-Μαρία');
  await form.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(gender).not.toHaveAttribute('aria-invalid', 'true');
  await expect(birthDate).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Το πεδίο είναι υποχρεωτικό.').first()).toBeVisible();
  await screenshot(page, 'profile-required-el');

  await phone.fill('6912345678');
  await form.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Τα στοιχεία σας αποθηκεύτηκαν.').first()).toBeVisible();
  await gender.selectOption({ index: 1 });
  await birthDate.fill('1990-04-12');
  await form.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(form.getByLabel('Φύλο')).not.toHaveValue('');
});

test('a SalesPerson opens a customer’s account through an impersonation link, which works once', async ({
  page,
}) => {
  const email = await verifiedCustomer('impersonated', 'Ελένη', 'Ιωάννου');
  const login = await apiPost('customers/login', { eml: email, pwd: CUSTOMER_PASSWORD });
  const { id } = (await login.json()) as { id: number };
  const grant = await apiPost('staff/impersonatecustomer', { cid: id }, await staffToken());
  expect(grant.status).toBe(200);
  const { guid } = (await grant.json()) as { guid: string };

  await page.goto(`/impersonate/${guid}`);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Ο λογαριασμός μου' })).toBeVisible();

  await page.goto(`/en/impersonate/${guid}`);
  await expect(page.getByRole('alert')).toHaveText('The link has already been used.');
});
