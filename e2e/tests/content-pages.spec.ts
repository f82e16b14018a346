import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeProblems, open } from './support';

test.describe.configure({ timeout: 120_000 });

const shots = '/tmp/shots-content-pages';
mkdirSync(shots, { recursive: true });

/** The health assistant opens by itself a few seconds into a visit; it is closed before a screenshot. */
async function shot(page: Page, name: string): Promise<void> {
  const assistant = page.getByTestId('assistant');
  if (await assistant.isVisible()) await assistant.getByRole('button').first().dispatchEvent('click');
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The page's JSON-LD objects. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const TEXTS = {
  el: {
    terms: 'Όροι χρήσης',
    termsHeading: 'Τι πουλάμε',
    faq: 'Συχνές ερωτήσεις',
    prescription: 'Μπορώ να παραγγείλω φάρμακα με συνταγή;',
    prescriptionAnswer: 'συνταγογραφούμενα φάρμακα δεν πωλούνται ηλεκτρονικά',
    about: 'Ποιοι είμαστε',
    verify: 'Κάντε κλικ για να επιβεβαιώσετε ότι ο ιστότοπος λειτουργεί νόμιμα',
    vat: 'ΑΦΜ',
  },
  en: {
    terms: 'Terms of use',
    termsHeading: 'What we sell',
    faq: 'Frequently asked questions',
    prescription: 'Can I order prescription medicines?',
    prescriptionAnswer: 'prescription medicines cannot be sold online',
    about: 'Who we are',
    verify: 'Click to verify if this website is operating legally',
    vat: 'Tax number (ΑΦΜ)',
  },
} as const;

for (const [language, prefix] of [
  ['el', ''],
  ['en', '/en'],
] as const) {
  const texts = TEXTS[language];

  test(`${language}: terms of use, the FAQ page and who we are with the trust block, axe clean`, async ({
    page,
  }) => {
    const problems: string[] = [];
    for (const [width, height, size] of [
      [390, 844, 'mobile'],
      [1366, 900, 'desktop'],
    ] as const) {
      await page.setViewportSize({ width, height });

      await open(page, `${prefix}/pages/terms-of-use`);
      await expect(page.getByRole('heading', { level: 1, name: texts.terms })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: texts.termsHeading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${texts.terms} \\|`));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`${prefix}/pages/terms-of-use$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/en\/pages\/terms-of-use$/,
      );
      expect((await jsonLd(page)).map((item) => item['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
      if (size === 'mobile') problems.push(...(await axeProblems(page, 'terms-of-use')));
      await shot(page, `terms-${language}-${size}`);

      await open(page, `${prefix}/pages/faq`);
      await expect(page.getByRole('heading', { level: 1, name: texts.faq })).toBeVisible();
      const items = page.getByTestId('faq-item');
      await expect(items).toHaveCount(11);
      const question = items.filter({ hasText: texts.prescription });
      await expect(question.getByText(texts.prescriptionAnswer)).toBeHidden();
      await question.getByText(texts.prescription).click();
      await expect(question).toHaveAttribute('open', '');
      await expect(question.getByText(texts.prescriptionAnswer)).toBeVisible();
      const faqPage = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage') as
        | { mainEntity: { name: string }[] }
        | undefined;
      expect(faqPage?.mainEntity).toHaveLength(11);
      expect(faqPage?.mainEntity.map((entity) => entity.name)).toContain(texts.prescription);
      if (size === 'mobile') problems.push(...(await axeProblems(page, 'faq')));
      await shot(page, `faq-${language}-${size}`);

      await open(page, `${prefix}/pages/who-we-are`);
      await expect(page.getByRole('heading', { level: 1, name: texts.about })).toBeVisible();
      // The page's own block; the footer carries the same on every page.
      const trust = page.getByRole('main').getByTestId('pharmacy-trust-block');
      await expect(trust).toBeVisible();
      await expect(page.getByRole('contentinfo').getByTestId('eu-common-logo')).toHaveAttribute(
        'href',
        'https://www.eof.gr/',
      );
      const logo = trust.getByRole('link', { name: texts.verify });
      await expect(logo).toHaveAttribute('href', 'https://www.eof.gr/');
      await expect(logo).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(trust.getByText(texts.vat, { exact: true })).toBeVisible();
      await expect(trust.getByText('801645232')).toBeVisible();
      if (size === 'mobile') problems.push(...(await axeProblems(page, 'who-we-are')));
      await shot(page, `who-we-are-${language}-${size}`);
    }
    expect(problems).toEqual([]);
  });

  test(`${language}: the shipping page's own questions, an unknown page's 404 and a category's intro`, async ({
    page,
  }) => {
    if (language === 'el') await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${prefix}/pages/shipping`);
    await expect(page.getByTestId('faq-item')).toHaveCount(3);
    expect(await axeProblems(page, 'shipping')).toEqual([]);
    await shot(page, `shipping-${language}`);
    expect((await jsonLd(page)).map((item) => item['@type'])).toEqual([
      'WebPage',
      'FAQPage',
      'BreadcrumbList',
    ]);

    const missing = await page.goto(`${prefix}/pages/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('404')).toBeVisible();

    await open(page, `${prefix}/categories/supplements`);
    await expect(page.getByTestId('custom-content')).toContainText(
      language === 'el' ? 'δεν υποκαθιστούν' : 'do not replace',
    );
  });
}
