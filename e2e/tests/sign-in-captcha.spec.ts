import { expect, test } from '@playwright/test';
import { CUSTOMER_PASSWORD, open, screenshot, verifiedCustomer } from './support';

// The per-email-and-IP limit of failed sign-ins (apps/api customers routes, ATTEMPT_LIMITS).
const FAILURES_BEFORE_CAPTCHA = 5;

test('after repeated wrong passwords the sign-in asks for the security check, which the page solves under the CSP', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const email = await verifiedCustomer('captcha', 'Άννα', 'Οικονόμου');

  const response = await page.goto('/login');
  await page.waitForLoadState('networkidle');
  // The page's policy lets in no blob: or other worker source: the widget's work runs in the page.
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).not.toMatch(/blob:|worker-src|unsafe-eval/);
  const form = page.getByRole('form', { name: 'Σύνδεση' });
  await form.getByLabel('Email').fill(email);
  const password = form.getByLabel('Κωδικός');
  const submit = form.getByRole('button', { name: 'Σύνδεση' });
  expect(await page.locator('altcha-widget').count()).toBe(0);
  for (let attempt = 1; attempt <= FAILURES_BEFORE_CAPTCHA; attempt += 1) {
    await password.fill(`Wrong-${attempt}`);
    const answer = page.waitForResponse((response) => response.url().includes('/customers/login'));
    await submit.click();
    expect((await answer).status()).toBe(401);
  }
  // No page carried the widget so far.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(scripts.filter((name) => /load-widget/.test(name))).toEqual([]);

  // The attempt past the limit is not refused for good: it asks for the check, even with the right password.
  await password.fill(CUSTOMER_PASSWORD);
  const asked = page.waitForResponse((response) => response.url().includes('/customers/login'));
  await submit.click();
  expect((await asked).status()).toBe(429);
  const check = form.getByRole('group', { name: 'Έλεγχος ασφαλείας' });
  await expect(check).toBeVisible();
  await expect(check.getByText(/Ολοκληρώστε τον έλεγχο ασφαλείας/)).toBeVisible();

  // The widget fetches a challenge and solves it in the page at once ("I'm not a robot" while it
  // works); its checkbox is ticked and named "Verified" when done.
  const box = check.getByRole('checkbox');
  await expect(box).toBeChecked({ timeout: 60_000 });
  await expect(box).toHaveAccessibleName('Επαληθεύτηκε');
  await expect(check.locator('input[type="hidden"][name="cap"]')).toHaveValue(/^ey/);
  await screenshot(page, 'sign-in-captcha-solved');

  await password.fill(CUSTOMER_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(violations).toEqual([]);
});

test('registration refuses a common password on its field, then takes a better one', async ({ page }) => {
  await open(page, '/register');
  const form = page.getByRole('form', { name: 'Δημιουργία λογαριασμού' });
  const password = form.getByLabel('Κωδικός', { exact: true });
  const repeat = form.getByLabel('Επανάληψη κωδικού');
  await form.getByLabel('Email').fill(`common.${Date.now()}@example.gr`);
  await password.fill('Password123');
  await repeat.fill('Password123');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  await expect(
    form.getByText('Ο κωδικός είναι από τους πιο συνηθισμένους και μαντεύεται εύκολα.', { exact: false }),
  ).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(CUSTOMER_PASSWORD);
  await repeat.fill(CUSTOMER_PASSWORD);
  await form.getByRole('button', { name: 'Εγγραφή' }).click();
  // The footer's newsletter box is a status region too; the page's own says the mail went out.
  await expect(page.getByRole('main').getByRole('status')).toContainText('Ελέγξτε το email σας');
});
