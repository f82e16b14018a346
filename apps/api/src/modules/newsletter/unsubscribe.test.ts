import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { checkoutWorld, orderForm, postOrder, uniqueKey } from '../checkout/test-fixtures.ts';
import { uniqueEmail } from '../customers/test-fixtures.ts';
import { listUnsubscribeUrl, mailedGuid, newsletterMailsTo, subscribe, verify } from './test-newsletter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusOf = (email: string) => t.services.newsletter.statusOf(email);

/** A confirmed subscriber and the List-Unsubscribe address of their confirmation mail. */
async function confirmedSubscriber(lang = 'el') {
  const email = uniqueEmail('news-leave');
  expect((await subscribe(t, { eml: email, trm: true }, { lang })).statusCode).toBe(200);
  expect((await verify(t, await mailedGuid(t, email))).statusCode).toBe(200);
  const url = await listUnsubscribeUrl(t, email);
  return { email, url, token: url.searchParams.get('token') ?? '' };
}

/** What a mail client does for RFC 8058: a form POST to the header's address, no cookie, no XSRF token. */
const oneClick = (url: URL, contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': contentType },
    payload:
      contentType === 'application/x-www-form-urlencoded'
        ? 'List-Unsubscribe=One-Click'
        : '--zz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--zz--\r\n',
  });

describe('POST /api/{lang}/newslettersubscriptions/unsubscribe', () => {
  it("unsubscribes in one click with the mail's signed token, without an XSRF token, and again answers the same", async () => {
    const { email, url } = await confirmedSubscriber();
    const response = await oneClick(url);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Η διαγραφή σας από το newsletter ολοκληρώθηκε. Δεν θα λαμβάνετε πλέον τα email μας.',
    );
    expect(await statusOf(email)).toBe('unsubscribed');
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await oneClick(url, 'multipart/form-data; boundary=zz')).statusCode).toBe(200);
    // The storefront's page posts with no body.
    const page = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('unsubscribes a pending sign-up too', async () => {
    const email = uniqueEmail('news-pending-leave');
    await subscribe(t, { eml: email, trm: true }, { lang: 'en' });
    const response = await oneClick(await listUnsubscribeUrl(t, email));
    expect(response.json().message).toBe(
      'You have been unsubscribed from the newsletter. You will no longer receive our emails.',
    );
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('refuses a forged token, one of another address and a malformed one, changing nothing', async () => {
    const first = await confirmedSubscriber();
    const second = await confirmedSubscriber();
    const [firstId, firstMac = ''] = first.token.split('.');
    const [secondId, secondMac = ''] = second.token.split('.');
    const flipped = `${firstMac.slice(0, -1)}${firstMac.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [
      `${firstId}.${flipped}`,
      `${firstId}.${secondMac}`,
      `${secondId}.${firstMac}`,
      `999999.${firstMac}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/el/newslettersubscriptions/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, token).toBe(404);
      expect(response.json().code).toBe('link_invalid');
    }
    for (const token of ['', 'abc', `${firstId}`, `0.${firstMac}`, `${firstId}.${firstMac}x`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/el/newslettersubscriptions/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, token).toBe(400);
    }
    expect(await statusOf(first.email)).toBe('confirmed');
    expect(await statusOf(second.email)).toBe('confirmed');
  });

  it('sends a browser opening the header address with GET to the storefront page, which asks first', async () => {
    const { email, url, token } = await confirmedSubscriber('en');
    const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/en/newsletter-unsubscribe/${token}`);
    expect(await statusOf(email)).toBe('confirmed');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/el/newslettersubscriptions/unsubscribe?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe('NewsletterService.sendToSubscriber', () => {
  it('mails confirmed subscribers only, always with the list headers and an unsubscribe link', async () => {
    const { email, token } = await confirmedSubscriber('en');
    const sent = await t.services.newsletter.sendToSubscriber(email, ({ language, unsubscribeUrl }) => ({
      subject: `Offers (${language})`,
      html: `<p>Offers</p><a href="${unsubscribeUrl}">Unsubscribe</a>`,
      text: `Offers\n${unsubscribeUrl}`,
    }));
    expect(sent).toBe(true);
    const mail = (await newsletterMailsTo(t, email)).at(-1);
    expect(mail?.subject).toBe('Offers (en)');
    expect(mail?.text).toContain(`http://localhost:3000/en/newsletter-unsubscribe/${token}`);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect((await listUnsubscribeUrl(t, email)).searchParams.get('token')).toBe(token);

    await t.services.newsletter.unsubscribe(token);
    const pending = uniqueEmail('news-not-confirmed');
    await subscribe(t, { eml: pending, trm: true });
    for (const address of [email, pending, uniqueEmail('news-stranger')]) {
      const before = (await newsletterMailsTo(t, address)).length;
      expect(
        await t.services.newsletter.sendToSubscriber(address, () => ({ subject: 'x', html: 'x', text: 'x' })),
      ).toBe(false);
      expect(await newsletterMailsTo(t, address)).toHaveLength(before);
    }
  });
});

describe('checkout with hasAcceptedNewsletter', () => {
  it('signs the order email up, pending, with a confirmation mail in the order language; unticked it does not', async () => {
    const world = await checkoutWorld(t);
    const email = uniqueEmail('news-checkout');
    const placed = await postOrder(t, orderForm(world, { eml: email, hasAcceptedNewsletter: true }), {
      key: uniqueKey(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await statusOf(email)).toBe('pending');
    const confirmation = (await newsletterMailsTo(t, email)).filter((mail) =>
      mail.text.includes('/en/newsletter-subscription-verification/'),
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const other = uniqueEmail('news-checkout-no');
    const unticked = await postOrder(t, orderForm(world, { eml: other, hasAcceptedNewsletter: false }), {
      key: uniqueKey(),
    });
    expect(unticked.statusCode).toBe(200);
    expect(await statusOf(other)).toBeUndefined();
  });
});
