import { expect, test } from '@playwright/test';
import { staffEmail, staffSignsIn } from './admin-support';
import { apiPost, axeProblems, open, screenshot } from './support';

// Each journey signs in and moves through a few server-rendered pages.
test.describe.configure({ timeout: 60_000 });

const stamp = () => Date.now().toString(36);

test('an Admin writes an article in Markdown, previews it, saves it, the Greek blog shows it, and deleting it asks first', async ({
  page,
}) => {
  const id = stamp();
  const title = `Βιταμίνη D τον χειμώνα ${id}`;
  await staffSignsIn(page, 'Admin', 'el');
  await open(page, '/el/admin/articles');
  const form = page.getByRole('group', { name: 'Νέο άρθρο' });
  await form.getByLabel('Διεύθυνση (slug)').fill(`vitamin-d-${id}`);
  await form.getByLabel('Κατηγορία').selectOption({ index: 1 });
  const greek = form.getByRole('group', { name: 'Ελληνικά', exact: true });
  await greek.getByLabel('Τίτλος').fill(title);
  await greek.getByLabel('Περίληψη').fill('Γιατί τη χρειαζόμαστε όταν ο ήλιος λείπει.');
  await greek
    .getByRole('textbox', { name: 'Κείμενο' })
    .fill('Η **βιταμίνη D** βοηθά τα οστά.\n\n- ψάρια\n- αυγά');

  await greek.getByRole('tab', { name: 'Προεπισκόπηση' }).click();
  const preview = greek.getByTestId('content-preview');
  await expect(preview.locator('strong')).toHaveText('βιταμίνη D');
  await expect(preview.locator('li')).toHaveCount(2);
  expect(await axeProblems(page, 'admin articles')).toEqual([]);
  await screenshot(page, 'admin-article-preview-el');

  await form.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page).toHaveURL(/\/el\/admin\/articles\?id=\d+/);
  await expect(page.getByRole('group', { name: `Επεξεργασία «${title}»` })).toBeVisible();

  const edit = page.url();

  await open(page, '/el/blogs');
  await expect(page.getByText(title)).toBeVisible();

  // Deleting asks once more, then the list goes on without it.
  await open(page, edit);
  await page.getByRole('button', { name: 'Διαγραφή…' }).click();
  await page.getByRole('button', { name: 'Ναι, διαγραφή' }).click();
  await expect(page).toHaveURL(/\/el\/admin\/articles$/);
  await expect(page.getByRole('table')).not.toContainText(title);
});

test('an Admin edits the header message and the shop’s header shows it', async ({ page }) => {
  const text = `Δωρεάν αποστολή από 39 € ${stamp()}`;
  await staffSignsIn(page, 'Admin', 'el');
  await open(page, '/el/admin/header-messages');
  const first = page.getByRole('group', { name: 'Κείμενο 1' });
  await first.getByLabel('Κείμενο (Ελληνικά)').fill(text);
  await page.getByLabel('Εμφανίζεται στο κατάστημα').check();
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Αποθηκεύτηκε.')).toBeVisible();

  await open(page, '/el');
  await expect(page.getByTestId('header-message')).toContainText(text);
});

// A 1×1 PNG: the API stores it as WebP, never enlarged.
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('an Admin uploads a banner picture and its address and size fill in', async ({ page }) => {
  await staffSignsIn(page, 'Admin', 'en');
  await open(page, '/en/admin/banners');
  const picture = page
    .getByRole('group', { name: 'New banner' })
    .getByRole('group', { name: 'Greek', exact: true })
    .getByRole('group', { name: 'Picture', exact: true });
  await picture
    .getByLabel('Upload picture')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(picture.getByLabel('Address (/media/…)')).toHaveValue(/^\/media\/content\/banners\/.+\.webp$/);
  await expect(picture.getByLabel('Width (px)')).toHaveValue('1');
  await expect(picture.getByLabel('Height (px)')).toHaveValue('1');

  // A stored banner's narrower copies of the old picture go with it, or the shop's srcset keeps them.
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
  const stored = page
    .getByRole('group', { name: /^Edit “/ })
    .getByRole('group', { name: 'Greek', exact: true })
    .getByRole('group', { name: 'Picture', exact: true });
  const variants = stored.locator('input[type=hidden][name$=".variants"]');
  await expect(variants).not.toHaveValue('[]');
  await stored
    .getByLabel('Upload picture')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
  await expect(stored.getByLabel('Address (/media/…)')).toHaveValue(/^\/media\/content\/banners\/.+\.webp$/);
  await expect(variants).toHaveValue('[]');
});

test('an Inspector reads the content lists but saves nothing, and the API refuses the save', async ({
  page,
}) => {
  await staffSignsIn(page, 'Inspector', 'en');
  await open(page, '/en/admin/articles');
  await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Pages' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'New article' }).getByLabel('Address (slug)')).toBeDisabled();
  // Every other content screen reads its list, and its first entry's form opens read-only.
  for (const [path, heading] of [
    ['videos', 'Videos'],
    ['events', 'Events'],
    ['contributors', 'Contributors'],
    ['pages', 'Pages'],
    ['faq', 'Frequently asked questions'],
    ['banners', 'Banners'],
    ['menus', 'Main menu'],
    ['cms-links', 'Links in the header and footer'],
    ['header-messages', 'Header messages'],
  ] as const) {
    await open(page, `/en/admin/${path}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const first = page.getByRole('table').locator('tbody').getByRole('link').first();
    if ((await first.count()) > 0) {
      await first.click();
      await expect(page).toHaveURL(/[?&](id|code)=/);
    }
    await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByLabel('Upload picture')).toHaveCount(0);
  }

  const login = await apiPost('staff/login', {
    eml: staffEmail('Inspector'),
    pwd: process.env.E2E_STAFF_PASSWORD,
  });
  const { at } = (await login.json()) as { at: string };
  const saved = await apiPost(
    'admin/newsentries/insert',
    {
      eurl: `inspector-${stamp()}`,
      categoryId: 1,
      format: 'Markdown',
      el: { tl: 'Όχι', dsm: 'Όχι', body: 'Όχι' },
    },
    at,
  );
  expect(saved.status).toBe(403);
});
