import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { closeAssistant, open, screenshot } from './support';

test.describe.configure({ timeout: 90_000 });

const api = () => process.env.E2E_API_URL;

const TEXT = {
  el: {
    prefix: '',
    mainMenu: 'Κύριο μενού',
    messages: 'Ανακοινώσεις του καταστήματος',
    next: 'Επόμενο μήνυμα',
    burger: 'Μενού',
    sideMenu: 'Κατηγορίες',
    face: 'Πρόσωπο',
    advice: 'Συμβουλές',
    showMore: 'Περισσότερα',
    offers: 'Προσφορές',
    external: 'ΕΟΦ: ανακλήσεις φαρμάκων',
    columns: ['Εξυπηρέτηση', 'Κατάστημα', 'Το φαρμακείο', 'Νομικά'],
    terms: 'Όροι χρήσης',
    usp: 'Γιατί να ψωνίσετε από εμάς',
    payments: 'Τρόποι πληρωμής',
    cash: 'Αντικαταβολή',
  },
  en: {
    prefix: '/en',
    mainMenu: 'Main menu',
    messages: 'Shop announcements',
    next: 'Next message',
    burger: 'Menu',
    sideMenu: 'Categories',
    face: 'Face',
    advice: 'Advice',
    showMore: 'Show more',
    offers: 'Offers',
    external: 'EOF: medicine recalls',
    columns: ['Customer service', 'Shop', 'The pharmacy', 'Legal'],
    terms: 'Terms of use',
    usp: 'Why shop with us',
    payments: 'Payment methods',
    cash: 'Cash on delivery',
  },
} as const;

interface MenuItem {
  id: number;
  pid: number | null;
  tl: string;
  nu: string;
}

async function apiGet<Body>(language: 'el' | 'en', path: string): Promise<Body> {
  const response = await fetch(`${api()}/api/${language}/${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as Body;
}

/** The first sub-category of the face category, as the menu has it. */
async function faceChild(language: 'el' | 'en'): Promise<MenuItem> {
  const { items } = await apiGet<{ items: MenuItem[] }>(language, 'menus/getmainmenu');
  const face = items.find((item) => item.nu === '/categories/face');
  const child = items.find((item) => item.pid === face?.id);
  if (!child) throw new Error('the face category has no sub-category in the menu');
  return child;
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${where}: ${violation.id} — ${violation.nodes.map((node) => node.target.join(' '))}`,
    );
  expect(serious).toEqual([]);
}

for (const language of ['el', 'en'] as const) {
  const text = TEXT[language];
  const path = (to: string) => `${text.prefix}${to}`;

  test(`${language}: the header message slides, holds under the pointer and its links go where they say`, async ({
    page,
  }) => {
    const message = await apiGet<{ rct: string; rct2: string; nu: string; nu2: string; chex: string }>(
      language,
      'custommessages/getbycode?code=HEADER-MESSAGE',
    );
    await open(page, path('/'));
    const bar = page.getByRole('complementary', { name: text.messages });
    await expect(bar).toHaveCSS('background-color', hexToRgb(message.chex));
    const first = bar.getByRole('link', { name: message.rct });
    const second = bar.getByRole('link', { name: message.rct2 });
    await expect(first).toHaveAttribute('href', path(message.nu));
    await expect(first).toBeInViewport();
    // Left alone it moves on after 5 s.
    await expect(second).toBeInViewport({ timeout: 8000 });
    await expect(second).toHaveAttribute('href', path(message.nu2));
    // Under the pointer it holds still.
    await bar.hover();
    await page.waitForTimeout(6000);
    await expect(second).toBeInViewport();
    await bar.getByRole('button', { name: text.next }).click();
    await bar.getByRole('button', { name: text.next }).click();
    await expect(first).toBeInViewport();
    await first.click();
    await expect(page).toHaveURL(path(message.nu));
  });

  test(`${language}: desktop header menu → a category page; footer columns, usp bar and badges; axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, path('/'));
    const nav = page.getByRole('navigation', { name: text.mainMenu });
    await expect(nav.getByRole('link', { name: text.offers, exact: true })).toHaveAttribute(
      'href',
      path('/offers-page'),
    );

    // More than six entries: the sub-menu shows six, then "show more" reveals the external one.
    await nav.getByRole('link', { name: text.advice, exact: true }).hover();
    const advice = nav.getByRole('list', { name: new RegExp(text.advice) });
    await expect(advice.getByRole('link')).toHaveCount(7);
    await advice.getByRole('button', { name: text.showMore }).click();
    const external = advice.getByRole('link', { name: new RegExp(text.external) });
    await expect(external).toHaveAttribute('href', 'https://www.eof.gr/');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expectAxeClean(page, `${language} home, sub-menu open`);
    await screenshot(page, `navigation-${language}-desktop-menu`);

    const child = await faceChild(language);
    const face = nav.getByRole('link', { name: text.face, exact: true });
    const childLink = nav.getByRole('link', { name: child.tl, exact: true });
    await page.mouse.move(0, 0);
    await face.hover();
    await expect(childLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(childLink).toBeHidden();
    await page.mouse.move(0, 0);
    // The keyboard meets the parent and the button beside it; the button opens the sub-menu,
    // Escape shuts it, the focus back on its parent.
    await face.focus();
    await expect(childLink).toBeHidden();
    await page.keyboard.press('Tab');
    const opener = nav.getByRole('button', { name: new RegExp(text.face) });
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(childLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(childLink).toBeHidden();
    await expect(face).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(childLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path(child.nu));
    // The sub-menu a link was chosen from closes, not to cover the page it opened.
    await expect(childLink).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.tl);
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, `${language} category page`);

    const footer = page.getByRole('contentinfo');
    for (const column of text.columns) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    }
    await expect(
      footer.getByRole('navigation', { name: text.columns[3] }).getByRole('link', { name: text.terms }),
    ).toHaveAttribute('href', path('/pages/terms-of-use'));
    const usp = footer.getByRole('region', { name: text.usp });
    await expect(usp.getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('list', { name: text.payments })).toContainText(text.cash);
    await closeAssistant(page);
    await screenshot(page, `navigation-${language}-desktop-category`);
  });

  test(`${language}: at 390 px the side menu shows six then more, and leads to a category page; the usp bar scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, path('/'));
    const usp = page.getByRole('region', { name: text.usp });
    await expect(usp.locator('[data-marquee]')).toHaveCount(1);
    // The second copy of the texts that makes the loop seamless is hidden from assistive technology.
    await expect(usp.getByRole('link')).toHaveCount(4);

    await page.getByRole('button', { name: text.burger }).click();
    const menu = page.getByRole('navigation', { name: text.sideMenu });
    await menu.getByRole('button', { name: text.advice }).click();
    const advice = menu.getByRole('list', { name: new RegExp(text.advice) });
    await expect(advice.getByRole('link')).toHaveCount(7);
    await advice.getByRole('button', { name: text.showMore }).click();
    await expect(advice.getByRole('link')).toHaveCount(8);
    await expect(advice.getByRole('link', { name: new RegExp(text.external) })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectAxeClean(page, `${language} side menu`);
    await screenshot(page, `navigation-${language}-side-menu-390`);

    const child = await faceChild(language);
    await menu.getByRole('button', { name: text.face, exact: true }).click();
    await menu.getByRole('link', { name: child.tl, exact: true }).click();
    await expect(page).toHaveURL(path(child.nu));
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.tl);
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, `${language} category page at 390 px`);
  });
}

test('for a shopper who asks for reduced motion nothing moves by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  const bar = page.getByRole('complementary', { name: TEXT.el.messages });
  const first = bar.locator('li').first();
  await expect(first).not.toHaveAttribute('aria-hidden', 'true');
  await page.waitForTimeout(6000);
  await expect(first).not.toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('region', { name: TEXT.el.usp }).locator('[data-marquee]')).toHaveCount(0);
  // The arrows still go by hand.
  await bar.getByRole('button', { name: TEXT.el.next }).click();
  await expect(first).toHaveAttribute('aria-hidden', 'true');
});

function hexToRgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
