import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { RECORDED_COMPANY } from '../../apps/api/src/modules/tax-registry/test-aade-server';
import { staffSignsIn } from './admin-support';
import {
  continueAsGuest,
  fillBilling,
  guestEmail,
  pay,
  screenshots,
  TEXT,
  toShippingPayment,
} from './checkout-journey';
import {
  apiPost,
  CUSTOMER_PASSWORD,
  fillCart,
  staffChangesStatus,
  stockedProducts,
  verifiedCustomer,
} from './support';

const api = () => process.env.E2E_API_URL ?? '';
const CANCELLED = -1;

/** The text of a PDF's pages, as a reader extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** The PDF attached to the outbox's mail to `address` whose subject starts with `subject`, once it is there. */
async function mailedPdf(address: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const listing = await (await fetch(`${api()}/dev/mail`)).text();
        for (const [, id, row] of listing.matchAll(/<tr><td>(\d+)<\/td>(.*?)<\/tr>/g)) {
          if (!row?.includes(address) || !row.includes(subject)) continue;
          const raw = await (await fetch(`${api()}/dev/mail/${id}/raw`)).text();
          const part = /Content-Type: application\/pdf[^\n]*\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+)/.exec(raw);
          if (part?.[1])
            found = await pdfText(new Uint8Array(Buffer.from(part[1].replace(/\n/g, ''), 'base64')));
        }
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found ?? '';
}

/**
 * What another signed-in customer gets asking for the first document of the order with `uid`
 * (whose id the order's owner sees with the order's email): its HTTP status.
 */
async function anotherCustomerAsksForDocument(uid: string, ownerEmail: string): Promise<number> {
  const other = await verifiedCustomer('documents-other', 'Άλλος', 'Πελάτης');
  const login = await apiPost('customers/login', { eml: other, pwd: CUSTOMER_PASSWORD });
  const { at } = (await login.json()) as { at: string };
  const listing = await fetch(
    `${api()}/api/el/documents/getbyorder?uid=${uid}&email=${encodeURIComponent(ownerEmail)}`,
  );
  const [item] = ((await listing.json()) as { items: { id: number }[] }).items;
  if (!item) throw new Error(`the order ${uid} has no document`);
  const asked = await fetch(`${api()}/api/el/documents/pdf?uid=${uid}&id=${item.id}`, {
    headers: { authorization: `Bearer ${at}` },
  });
  return asked.status;
}

test('a guest pays by card: the receipt PDF comes by mail and from the order page; another customer gets 404; a cancellation brings the credit note (Greek)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await stockedProducts(1, (p) => p.cprc < 60);
  if (!product) throw new Error('no product');
  const email = guestEmail('documents');
  await fillCart(page, [{ productId: product.id, quantity: 2 }]);
  await continueAsGuest(page, 'el', email);
  await fillBilling(page, 'el', 'Θεσσαλία', 'Λάρισα', '41222');
  await toShippingPayment(page, 'el');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.el.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.el.card }).click();
  await pay(page, 'el');
  await page.getByRole('button', { name: TEXT.el.approve }).click();
  await expect(page.getByRole('heading', { name: TEXT.el.success })).toBeVisible();
  const code = (await page.getByTestId('order-code').textContent()) ?? '';
  const uid = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The mail carries the receipt: its lines, the VAT analysis and its myDATA state.
  const mailed = await mailedPdf(email, 'Απόδειξη Λιανικής Πώλησης');
  expect(mailed).toContain('Απόδειξη Λιανικής Πώλησης');
  expect(mailed).toContain(code);
  expect(mailed).toContain(product.nm.slice(0, 20));
  expect(mailed).toContain('Ανάλυση ΦΠΑ');
  expect(mailed).toMatch(/ΜΑΡΚ|εκκρεμεί|δεν έχει ρυθμιστεί/);

  // The order's page lists it and downloads it.
  await page.getByRole('link', { name: 'Παρακολούθηση παραγγελίας' }).click();
  const documents = page.getByTestId('order-documents');
  await expect(documents).toContainText('Απόδειξη Λιανικής Πώλησης');
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Λήψη PDF' }).first().click();
  const file = await (await download).path();
  expect(await pdfText(new Uint8Array(await readFile(file)))).toContain(code);

  // Another customer asks for it: 404, as for an order that does not exist.
  expect(await anotherCustomerAsksForDocument(uid, email)).toBe(404);

  // Staff cancel the order: the credit note appears on its page and names the receipt.
  await staffChangesStatus(uid, CANCELLED);
  await page.reload();
  await expect(page.getByTestId('order-documents')).toContainText('Πιστωτικό Στοιχείο Λιανικής');
  const credit = await mailedPdf(email, 'Πιστωτικό Στοιχείο Λιανικής');
  expect(credit).toMatch(/Πιστώνει: Απόδειξη Λιανικής Πώλησης R-\d{4} αρ\. \d+/);
});

test('an invoice with an ΑΦΜ, in English: the company comes from the tax registry; the mailed PDF names it; the order page downloads it; another customer gets 404; a cancellation brings the credit invoice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 1);
  if (!product) throw new Error('no product');
  const email = guestEmail('documents-invoice');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await continueAsGuest(page, 'en', email);
  await fillBilling(page, 'en', 'Thessaly', 'Larissa', '41222');
  await page.getByLabel(TEXT.en.invoice, { exact: true }).check();

  // The ΑΦΜ is looked up: the local registry (global-setup.ts) answers with AADE's recorded answer.
  await page.getByLabel(TEXT.en.vat, { exact: true }).fill(RECORDED_COMPANY.afm);
  await page.getByRole('button', { name: TEXT.en.lookUp }).click();
  await expect(page.getByTestId('tax-lookup-message')).toHaveText('The company details were found.');
  await expect(page.getByLabel(TEXT.en.company)).toHaveValue(RECORDED_COMPANY.name);
  await expect(page.getByLabel(TEXT.en.taxOffice, { exact: true })).toHaveValue(RECORDED_COMPANY.taxOffice);
  await expect(page.getByLabel(TEXT.en.activity)).toHaveValue(RECORDED_COMPANY.activity);
  await screenshots(page, 'checkout-information-invoice-en');
  await toShippingPayment(page, 'en');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.en.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.en.card }).click();
  await pay(page, 'en');
  await page.getByRole('button', { name: TEXT.en.approve }).click();
  await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();
  const code = (await page.getByTestId('order-code').textContent()) ?? '';
  const uid = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The mail carries the invoice: the registry's company and ΑΦΜ, the lines, the VAT analysis, the myDATA state.
  const mailed = await mailedPdf(email, 'Sales invoice');
  expect(mailed).toContain('Sales invoice');
  expect(mailed).toContain(code);
  expect(mailed).toContain(RECORDED_COMPANY.name);
  expect(mailed).toContain(`VAT no.: ${RECORDED_COMPANY.afm}`);
  expect(mailed).toContain(`Tax office: ${RECORDED_COMPANY.taxOffice}`);
  expect(mailed).toContain(product.nm.slice(0, 20));
  expect(mailed).toContain('VAT analysis');
  expect(mailed).toMatch(/MARK|pending|not configured/);

  await page.getByRole('link', { name: 'Track the order' }).click();
  const documents = page.getByTestId('order-documents');
  await expect(documents).toContainText('Sales invoice');
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download PDF' }).first().click();
  const downloaded = await pdfText(new Uint8Array(await readFile(await (await download).path())));
  expect(downloaded).toContain(code);
  expect(downloaded).toContain(RECORDED_COMPANY.name);

  // Another customer asks for it: 404, as for an order that does not exist.
  expect(await anotherCustomerAsksForDocument(uid, email)).toBe(404);

  await staffChangesStatus(uid, CANCELLED);
  await page.reload();
  await expect(page.getByTestId('order-documents')).toContainText('Credit invoice');
  const credit = await mailedPdf(email, 'Credit invoice');
  expect(credit).toMatch(/Credits: Sales invoice I-\d{4} no\. \d+/);
  expect(credit).toContain(RECORDED_COMPANY.name);
});

test('the back office lists the documents with their myDATA state and totals, and exports the period (English)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [product] = await stockedProducts(1, (p) => p.cprc < 60, 2);
  if (!product) throw new Error('no product');
  await fillCart(page, [{ productId: product.id, quantity: 1 }]);
  await continueAsGuest(page, 'en', guestEmail('documents-staff'));
  await fillBilling(page, 'en', 'Thessaly', 'Larissa', '41222');
  await toShippingPayment(page, 'en');
  await page.getByTestId('shipping-option').filter({ hasText: TEXT.en.courier }).click();
  await page.getByTestId('payment-option').filter({ hasText: TEXT.en.card }).click();
  await pay(page, 'en');
  await page.getByRole('button', { name: TEXT.en.approve }).click();
  await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();
  const code = (await page.getByTestId('order-code').textContent()) ?? '';

  await staffSignsIn(page, 'Inspector');
  await page.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/documents$/);
  await expect(page.getByRole('note')).toContainText('not configured');
  const row = page.getByTestId('document-row').filter({ hasText: code });
  await expect(row).toContainText('Retail receipt');
  await expect(row).toContainText('Not transmitted (not configured)');
  await expect(page.getByTestId('document-totals')).toContainText('24%');
  // An Inspector reads; sending again is for sales staff, and needs credentials.
  await expect(row.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  const pdf = page.waitForEvent('download');
  await row.getByRole('link', { name: 'PDF' }).click();
  expect(await pdfText(new Uint8Array(await readFile(await (await pdf).path())))).toContain(code);
  const csv = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export the period (CSV)' }).click();
  expect(await readFile(await (await csv).path(), 'utf8')).toContain(code);
});
