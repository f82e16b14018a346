import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  loyaltyTransactions,
  newsletterSubscriptions,
  newsletterTokens,
} from '../../db/schema/index.ts';
import { hashToken } from '../../lib/secrets.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { uniqueEmail, uniqueIp } from '../customers/test-fixtures.ts';
import { NEWSLETTER_LIMITS } from './routes.ts';
import { VERIFICATION_MAILS_PER_HOUR } from './service.ts';
import { listUnsubscribeUrl, mailedGuid, newsletterMailsTo, subscribe, verify } from './test-newsletter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NEWSLETTER_POINTS: '75' } });
});
afterAll(() => t.close());

const subscriptionOf = async (email: string) => {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
};

async function customerWith(email: string): Promise<number> {
  const [row] = await t.database.db
    .insert(customers)
    .values({ email, language: 'el', emailVerifiedAt: new Date() })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

describe('POST /api/{lang}/newslettersubscriptions/subscribe', () => {
  it('refuses a bad address or a missing consent on its field, storing and mailing nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ eml: 'bad.one@example', trm: true }, { eml: ['invalid_email'] }],
      [{ eml: 'bad two@example.gr', trm: true }, { eml: ['invalid_email'] }],
      [{ eml: 'bad.three@example.toolong', trm: true }, { eml: ['invalid_email'] }],
      [{ eml: '   ', trm: true }, { eml: ['required_field'] }],
      [{ trm: true }, { eml: ['required_field'] }],
      [{ eml: 'no.consent@example.gr' }, { trm: ['terms_required'] }],
      [{ eml: 'no.consent@example.gr', trm: false }, { trm: ['terms_required'] }],
      [
        { eml: 'x@y', trm: 'yes' },
        { eml: ['invalid_email'], trm: ['terms_required'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await subscribe(t, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await t.database.db.select().from(newsletterSubscriptions)).toEqual([]);
    expect(await newsletterMailsTo(t, 'no.consent@example.gr')).toEqual([]);
  });

  it('stores a pending sign-up and mails the confirmation link in the language asked, with the list headers', async () => {
    const email = uniqueEmail('news-en');
    const response = await subscribe(t, { eml: `  ${email.toUpperCase()} `, trm: true }, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Check your email: we have sent you a link to confirm your newsletter subscription.',
    );
    expect(await subscriptionOf(email)).toMatchObject({
      status: 'pending',
      language: 'en',
      source: 'footer',
      confirmedAt: null,
    });
    const [mail, ...more] = await newsletterMailsTo(t, email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Confirm your newsletter subscription · Ygeia Pharmacy');
    const guid = await mailedGuid(t, email);
    expect(mail?.html).toContain(`http://localhost:3000/en/newsletter-subscription-verification/${guid}`);
    expect(mail?.text).toContain(`http://localhost:3000/en/newsletter-subscription-verification/${guid}`);
    // Only the guid's hash is kept.
    const [token] = await t.database.db.select().from(newsletterTokens);
    expect(token?.tokenHash).toBe(hashToken(guid));
    expect(mail?.raw).not.toContain(token?.tokenHash);
    // RFC 2369 / RFC 8058 headers, pointing at the API through the shop's public address.
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = await listUnsubscribeUrl(t, email);
    expect(unsubscribe.origin).toBe('http://localhost:3000');
    expect(unsubscribe.pathname).toBe('/api/en/newslettersubscriptions/unsubscribe');
    expect(unsubscribe.searchParams.get('token')).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    // The mail's text links the storefront's unsubscribe page.
    expect(mail?.text).toContain(
      `http://localhost:3000/en/newsletter-unsubscribe/${unsubscribe.searchParams.get('token')}`,
    );
  });

  it('mails in Greek without a language prefix, and answers a confirmed address the same without mailing', async () => {
    const email = uniqueEmail('news-el');
    const first = await subscribe(t, { eml: email, trm: true });
    expect(first.statusCode).toBe(200);
    const [mail] = await newsletterMailsTo(t, email);
    expect(mail?.subject).toBe('Επιβεβαιώστε την εγγραφή σας στο newsletter · Φαρμακείο Υγεία');
    expect(mail?.text).toMatch(
      /http:\/\/localhost:3000\/newsletter-subscription-verification\/[0-9a-f-]{36}/,
    );
    expect((await verify(t, await mailedGuid(t, email))).statusCode).toBe(200);

    const again = await subscribe(t, { eml: email, trm: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await newsletterMailsTo(t, email)).toHaveLength(1);
    expect((await subscriptionOf(email))?.status).toBe('confirmed');
  });
});

describe('GET /api/{lang}/newslettersubscriptions/verifysubscription', () => {
  it("confirms once, crediting a customer's Newsletter points once; the link then answers 422", async () => {
    const email = uniqueEmail('news-customer');
    const customerId = await customerWith(email);
    expect((await subscribe(t, { eml: email, trm: true })).statusCode).toBe(200);
    const guid = await mailedGuid(t, email);

    const confirmed = await verify(t, guid);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Η εγγραφή σας στο newsletter επιβεβαιώθηκε. Ευχαριστούμε!',
      lpnt: 75,
    });
    expect(await subscriptionOf(email)).toMatchObject({ status: 'confirmed', unsubscribedAt: null });
    expect((await t.services.loyalty.account(customerId))?.pointsBalance).toBe(75);

    const second = await verify(t, guid);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'link_used',
      message: 'Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.',
    });

    // Unsubscribed, signed up and confirmed again: no second credit.
    await t.services.newsletter.unsubscribe(
      (await listUnsubscribeUrl(t, email)).searchParams.get('token') ?? '',
    );
    expect((await subscribe(t, { eml: email, trm: true })).statusCode).toBe(200);
    const again = await verify(t, await mailedGuid(t, email), 'en');
    expect(again.json()).toEqual({
      message: 'Your newsletter subscription is confirmed. Thank you!',
      lpnt: 0,
    });
    expect((await t.services.loyalty.account(customerId))?.pointsBalance).toBe(75);
    const rows = await t.database.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.customerId, customerId));
    expect(rows).toMatchObject([
      { kind: 'Newsletter', source: `newsletter:${customerId}`, approvedPoints: 75 },
    ]);
  });

  it('credits nothing when the address is no customer', async () => {
    const email = uniqueEmail('news-guest');
    await subscribe(t, { eml: email, trm: true });
    expect((await verify(t, await mailedGuid(t, email))).json().lpnt).toBe(0);
  });

  it('confirms two links clicked at once only once', async () => {
    const email = uniqueEmail('news-race');
    const customerId = await customerWith(email);
    await subscribe(t, { eml: email, trm: true });
    const guid = await mailedGuid(t, email);
    const answers = await Promise.all([verify(t, guid), verify(t, guid), verify(t, guid)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
    expect((await t.services.loyalty.account(customerId))?.pointsBalance).toBe(75);
  });

  it('answers 422 for an expired link, 404 for an unknown one and 400 for a malformed one', async () => {
    const email = uniqueEmail('news-expired');
    await subscribe(t, { eml: email, trm: true });
    const guid = await mailedGuid(t, email);
    await t.database.db
      .update(newsletterTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterTokens.tokenHash, hashToken(guid)));
    const expired = await verify(t, guid, 'en');
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'link_expired',
      message: 'The link has expired. Please ask for a new one.',
    });
    expect((await subscriptionOf(email))?.status).toBe('pending');

    const unknown = await verify(t, '5f0c6a8e-4b7d-4c1e-9a2f-0123456789ab');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('link_invalid');
    expect((await verify(t, 'not-a-guid')).statusCode).toBe(400);
  });
});

describe('mail limits', () => {
  it(`mails one address at most ${NEWSLETTER_LIMITS.mailsPerEmail.max} times an hour, then answers 429`, async () => {
    const email = uniqueEmail('news-limit');
    for (let attempt = 0; attempt < NEWSLETTER_LIMITS.mailsPerEmail.max; attempt += 1) {
      expect((await subscribe(t, { eml: email, trm: true })).statusCode).toBe(200);
    }
    const refused = await subscribe(t, { eml: email, trm: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await newsletterMailsTo(t, email)).toHaveLength(NEWSLETTER_LIMITS.mailsPerEmail.max);
  });

  it(`takes at most ${NEWSLETTER_LIMITS.mailsPerIp.max} sign-ups an hour from one IP`, async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < NEWSLETTER_LIMITS.mailsPerIp.max; attempt += 1) {
      expect((await subscribe(t, { eml: uniqueEmail('news-ip'), trm: true }, { ip })).statusCode).toBe(200);
    }
    const email = uniqueEmail('news-ip-refused');
    expect((await subscribe(t, { eml: email, trm: true }, { ip })).statusCode).toBe(429);
    expect(await subscriptionOf(email)).toBeUndefined();
  });

  it('keeps its own hourly limit per address for every caller (checkout too), silently', async () => {
    const email = uniqueEmail('news-service-limit');
    for (let attempt = 0; attempt < VERIFICATION_MAILS_PER_HOUR + 2; attempt += 1) {
      await t.services.newsletter.subscribe(email, 'el', 'checkout');
    }
    expect(await newsletterMailsTo(t, email)).toHaveLength(VERIFICATION_MAILS_PER_HOUR);
    expect(await subscriptionOf(email)).toMatchObject({ status: 'pending', source: 'checkout' });
  });
});
